import { createFileRoute } from '@tanstack/react-router';
import { SwitchMembershipScreen } from '../../../features/access/components/switch-membership-screen';

export const Route = createFileRoute('/_app/secure/switch')({ component: SwitchMembershipScreen });
