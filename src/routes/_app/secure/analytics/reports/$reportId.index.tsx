import { createFileRoute } from '@tanstack/react-router';
import { ReportScreen } from '../../../../../features/reports/components/report-screen';

export const Route = createFileRoute('/_app/secure/analytics/reports/$reportId/')({ component: ReportRoute });

function ReportRoute() {
  const { reportId } = Route.useParams();
  return <ReportScreen reportId={reportId} />;
}
