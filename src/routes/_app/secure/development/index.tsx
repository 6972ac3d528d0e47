import { createFileRoute } from '@tanstack/react-router';
import { DevelopmentPlayersScreen } from '../../../../features/development/components/development-players-screen';

export const Route = createFileRoute('/_app/secure/development/')({ component: DevelopmentPlayersScreen });
