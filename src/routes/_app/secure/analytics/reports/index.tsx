import { createFileRoute } from '@tanstack/react-router';
import { ReportsScreen } from '../../../../../features/reports/components/reports-screen';

export const Route = createFileRoute('/_app/secure/analytics/reports/')({ component: ReportsScreen });
