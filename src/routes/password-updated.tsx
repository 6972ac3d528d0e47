import { createFileRoute } from '@tanstack/react-router';
import { PasswordUpdatedScreen } from '../features/access/components/password-updated-screen';

export const Route = createFileRoute('/password-updated')({ component: PasswordUpdatedScreen });
