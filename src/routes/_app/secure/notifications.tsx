import { createFileRoute } from '@tanstack/react-router';
import { NotificationsScreen } from '../../../features/notifications/components/notifications-screen';

export const Route = createFileRoute('/_app/secure/notifications')({ component: NotificationsScreen });
