import { createFileRoute } from '@tanstack/react-router';
import { TeamOverviewScreen } from '../../../../features/analytics/components/team-overview-screen';

export const Route = createFileRoute('/_app/secure/analytics/team')({ component: TeamOverviewScreen });
