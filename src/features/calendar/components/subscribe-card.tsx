// "Subscribe in your calendar app": the member's private feed link with copy and reset. The link
// is made online (it is a secret the server shows once); a new one ends the old, after a question.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ConfirmQuestion } from '../../../ui/confirm-question';
import { useFeedLink } from '../data/feed-link';

export function SubscribeCard({ userId, online }: { userId: string; online: boolean }) {
  const { t } = useLingui();
  const feed = useFeedLink(userId, online);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const make = async () => {
    setBusy(true);
    try {
      await feed.make();
      setSaid(t`Your new calendar link is ready`);
    } catch {
      setSaid(t`The calendar link could not be made. Please try again.`);
    } finally {
      setBusy(false);
      setAsking(false);
    }
  };
  const copy = async () => {
    if (!feed.url) return;
    try {
      await navigator.clipboard.writeText(feed.url);
      setSaid(t`Link copied`);
    } catch {
      setSaid(t`Copying is not available here: select the link and copy it.`);
    }
  };
  return (
    <section className="card calendar-subscribe" aria-labelledby="calendar-subscribe">
      <h2 id="calendar-subscribe">{t`Subscribe in your calendar app`}</h2>
      <p>{t`Your games, sessions and club events appear in your phone's own calendar and stay up to date. Keep the link private: anyone with it can see your calendar.`}</p>
      {feed.url ? (
        <div className="field">
          <label className="field__label" htmlFor="calendar-feed-url">{t`Your calendar link`}</label>
          <input id="calendar-feed-url" className="field__input" readOnly value={feed.url} onFocus={(e) => e.target.select()} />
        </div>
      ) : feed.active ? (
        <p>{t`You have a calendar link, made earlier or on another device. Make a new one to see it here (the old one will stop working).`}</p>
      ) : null}
      {!online ? <p className="state">{t`Connect to the internet to make or renew your calendar link.`}</p> : null}
      {asking ? (
        <ConfirmQuestion
          question={t`Make a new link? The old link stops working, and calendars subscribed to it stop updating.`}
          confirmLabel={t`Yes, make a new link`}
          cancelLabel={t`No, keep it`}
          onConfirm={() => void make()}
          onCancel={() => setAsking(false)}
          danger
          busy={busy}
        />
      ) : (
        <div className="calendar-subscribe__actions">
          {feed.url ? (
            <button type="button" className="button button--primary" onClick={() => void copy()}>
              {t`Copy link`}
            </button>
          ) : null}
          {feed.url || feed.active ? (
            <button type="button" className="button button--secondary" disabled={!online || busy} onClick={() => setAsking(true)}>
              {t`Reset link`}
            </button>
          ) : (
            <button type="button" className="button button--primary" disabled={!online || busy} onClick={() => void make()}>
              {t`Get my calendar link`}
            </button>
          )}
        </div>
      )}
      <p className="visually-hidden" role="status">
        {said}
      </p>
    </section>
  );
}
