import { createFileRoute } from '@tanstack/react-router';
import { FeedbackFormScreen } from '../../../../features/training/components/feedback-form-screen';

export const Route = createFileRoute('/_app/secure/training/$trainingId/feedback/$playerId')({
  component: function TrainingFeedbackRoute() {
    const { trainingId, playerId } = Route.useParams();
    return <FeedbackFormScreen trainingId={trainingId} playerId={playerId} />;
  },
});
