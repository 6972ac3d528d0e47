import { createFileRoute } from '@tanstack/react-router';
import { ChallengeScreen } from '../../../../features/homework/components/challenge-screen';

export const Route = createFileRoute('/_app/secure/homework/$homeworkId')({
  component: function ChallengeRoute() {
    const { homeworkId } = Route.useParams();
    return <ChallengeScreen key={homeworkId} homeworkId={homeworkId} />;
  },
});
