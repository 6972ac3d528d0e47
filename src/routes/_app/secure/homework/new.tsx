import { createFileRoute } from '@tanstack/react-router';
import { SetChallengeScreen } from '../../../../features/homework/components/set-challenge-screen';

export const Route = createFileRoute('/_app/secure/homework/new')({ component: SetChallengeScreen });
