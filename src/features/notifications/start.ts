// Puts the notification bell (unread count) in the shell's header at start-up.
import { fillShellSlot } from '../../ui/shell-slots';
import { NotificationBell } from './components/notification-bell';

export function startNotifications(): () => void {
  return fillShellSlot('notifications', NotificationBell);
}
