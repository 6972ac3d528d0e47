import { createFileRoute } from '@tanstack/react-router';
import { LogOutScreen } from '../features/access/components/log-out-screen';
import { requireMember } from './-guards';

export const Route = createFileRoute('/log-out')({ beforeLoad: requireMember, component: LogOutScreen });
