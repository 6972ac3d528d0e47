import { createFileRoute } from '@tanstack/react-router';
import { MoreScreen } from '../../../features/access/components/more-screen';

export const Route = createFileRoute('/_app/secure/more')({ component: MoreScreen });
