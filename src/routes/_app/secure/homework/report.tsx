import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../../../features/homework/components/report-screen';

export const Route = createFileRoute('/_app/secure/homework/report')({ component: ReportScreen });
