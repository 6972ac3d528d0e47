// The header's way to the notifications, with the unread count from this device (it changes at
// once when one is read or deleted, with or without signal).
import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useMember } from '../../access/data/session';
import { useUnreadCount } from '../data/notifications';
import './notifications.css';

export function NotificationBell() {
  const { t } = useLingui();
  const member = useMember();
  const unread = useUnreadCount(member?.id ?? null);
  if (!member) return null;
  return (
    <Link to="/secure/notifications" className="notification-bell" aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}>
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z" fill="currentColor" />
      </svg>
      {unread > 0 ? (
        <span className="notification-bell__count" aria-hidden="true">
          {unread > 99 ? '99+' : unread}
        </span>
      ) : null}
    </Link>
  );
}
