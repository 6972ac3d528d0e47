import { createFileRoute } from '@tanstack/react-router';
import { TrainingDetailScreen } from '../../../../features/training/components/training-detail-screen';

export const Route = createFileRoute('/_app/secure/training/$trainingId/')({
  component: function TrainingDetailRoute() {
    const { trainingId } = Route.useParams();
    return <TrainingDetailScreen trainingId={trainingId} />;
  },
});
