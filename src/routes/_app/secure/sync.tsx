import { createFileRoute } from '@tanstack/react-router';
import { SyncScreen } from '../../../features/sync-status/components/sync-screen';

export const Route = createFileRoute('/_app/secure/sync')({ component: SyncScreen });
