import { createFileRoute } from '@tanstack/react-router';
import { TrainingStatsScreen } from '../../../../features/training/components/training-stats-screen';

export const Route = createFileRoute('/_app/secure/training/stats')({ component: TrainingStatsScreen });
