import { createFileRoute } from '@tanstack/react-router';
import { CoreSkillsScreen } from '../../../../features/practice/components/core-skills-screen';

export const Route = createFileRoute('/_app/secure/core-skills/$playerId')({
  component: function CoreSkillsRoute() {
    const { playerId } = Route.useParams();
    return <CoreSkillsScreen key={playerId} playerId={playerId} />;
  },
});
