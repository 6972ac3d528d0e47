// The member's notifications (issue 23 item 5), newest first, from this device (opens with no
// signal) and refreshed when the screen opens and when the window regains focus. Unread ones
// are marked; opening one marks it read and goes to its fixture or session; delete asks first.
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { Empty, Loading } from '../../../ui/states';
import { useOnline } from '../../../ui/use-online';
import { useMember } from '../../access/data/session';
import { markRead, refreshNotifications, removeNotification, useNotifications, type NotificationRow } from '../data/notifications';
import { notificationLink, notificationText } from '../model/notification-text';
import { PushControl } from './push-control';
import './notifications.css';

export function NotificationsScreen() {
  const { t, i18n } = useLingui();
  const member = useMember();
  const userId = member?.id ?? null;
  const online = useOnline();
  const items = useNotifications(userId);
  const navigate = useNavigate();
  const [pullFailed, setPullFailed] = useState(false);
  const [deleting, setDeleting] = useState<NotificationRow | null>(null);

  useEffect(() => {
    if (!userId || !online) return;
    const refresh = () =>
      refreshNotifications(userId).then(
        () => setPullFailed(false),
        () => setPullFailed(true),
      );
    void refresh();
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [userId, online]);

  const open = async (n: NotificationRow) => {
    await markRead(n);
    await navigate(notificationLink(n));
  };

  return (
    <>
      <div className="page-head">
        <h1>{t`Notifications`}</h1>
      </div>
      <PushControl />
      {deleting ? (
        <ConfirmQuestion
          question={t`Delete this notification?`}
          confirmLabel={t`Delete`}
          cancelLabel={t`Keep`}
          danger
          onConfirm={() => {
            const row = deleting;
            setDeleting(null);
            void removeNotification(row);
          }}
          onCancel={() => setDeleting(null)}
        />
      ) : null}
      {items === undefined ? (
        <Loading />
      ) : items.length === 0 ? (
        pullFailed ? (
          <p className="state state--error">{t`There has been an error retrieving notifications`}</p>
        ) : (
          <Empty>{t`No notifications yet.`}</Empty>
        )
      ) : (
        <ul className="list" aria-label={t`Notifications`}>
          {items.map((n) => {
            const text = notificationText(i18n, n);
            return (
              <li key={n.id} className={`list__item notification${n.readAt ? '' : ' notification--unread'}`}>
                <button type="button" className="notification__open" onClick={() => void open(n)}>
                  <span className="list__title">
                    {n.readAt ? null : <span className="visually-hidden">{t`Unread:`} </span>}
                    {text}
                  </span>
                  <span className="list__meta">{i18n.date(new Date(n.createdAt), { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })}</span>
                </button>
                <button type="button" className="button button--secondary" aria-label={t`Delete notification: ${text}`} onClick={() => setDeleting(n)}>
                  {t`Delete`}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
