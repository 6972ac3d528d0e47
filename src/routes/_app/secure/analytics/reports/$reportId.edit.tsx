import { createFileRoute } from '@tanstack/react-router';
import { EditReportScreen } from '../../../../../features/reports/components/report-builder-screen';

export const Route = createFileRoute('/_app/secure/analytics/reports/$reportId/edit')({ component: EditReportRoute });

function EditReportRoute() {
  const { reportId } = Route.useParams();
  return <EditReportScreen reportId={reportId} />;
}
