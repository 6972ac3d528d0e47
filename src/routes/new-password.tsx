import { createFileRoute } from '@tanstack/react-router';
import { NewPasswordScreen } from '../features/access/components/new-password-screen';
import { requireMember } from './-guards';

export const Route = createFileRoute('/new-password')({ beforeLoad: requireMember, component: NewPasswordScreen });
