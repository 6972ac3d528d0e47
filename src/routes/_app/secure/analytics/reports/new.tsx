import { createFileRoute } from '@tanstack/react-router';
import { NewReportScreen } from '../../../../../features/reports/components/report-builder-screen';

export const Route = createFileRoute('/_app/secure/analytics/reports/new')({ component: NewReportScreen });
