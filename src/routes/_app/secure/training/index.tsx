import { createFileRoute } from '@tanstack/react-router';
import { TrainingListScreen } from '../../../../features/training/components/training-list-screen';

export const Route = createFileRoute('/_app/secure/training/')({ component: TrainingListScreen });
