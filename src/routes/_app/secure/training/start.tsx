import { createFileRoute } from '@tanstack/react-router';
import { TrainingOnboardingScreen } from '../../../../features/training/components/training-onboarding-screen';

export const Route = createFileRoute('/_app/secure/training/start')({ component: TrainingOnboardingScreen });
