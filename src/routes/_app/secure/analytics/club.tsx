import { createFileRoute } from '@tanstack/react-router';
import { ClubOverviewScreen } from '../../../../features/analytics/components/club-overview-screen';

export const Route = createFileRoute('/_app/secure/analytics/club')({ component: ClubOverviewScreen });
