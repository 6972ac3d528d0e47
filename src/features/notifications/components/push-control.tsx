// "Get notifications on this device" (Web Push, issue 23 item 5): says whether this device shows
// notifications when the app is closed, turns it on only from a tap (the browser's permission
// question never appears on its own) and off again. A browser without Web Push, or one where the
// member blocked notifications, is explained instead, with how to do it on an iPhone or iPad.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../ui/use-online';
import { isAppleMobile, readPushState, turnPushOff, turnPushOn, type PushState } from '../data/push-device';

export function PushControl() {
  const { t } = useLingui();
  const online = useOnline();
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    readPushState().then(
      (s) => live && setState(s),
      () => live && setState('unsupported'),
    );
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<PushState>) => {
    setBusy(true);
    setFailed(false);
    try {
      setState(await action());
    } catch {
      setFailed(true);
      setState(await readPushState().catch(() => null));
    } finally {
      setBusy(false);
    }
  };

  if (state === null) return null;
  return (
    <section className="card push-control" aria-labelledby="push-control-title">
      <h2 id="push-control-title" className="card__title">{t`Notifications on this device`}</h2>
      {state === 'unsupported' ? (
        <p className="card__meta">
          {isAppleMobile()
            ? t`On an iPhone or iPad, add Touchline to your Home Screen first (Share, then Add to Home Screen), open it from there and turn notifications on.`
            : t`This browser cannot show notifications when Touchline is closed.`}
        </p>
      ) : state === 'blocked' ? (
        <p className="card__meta">{t`Notifications are blocked for Touchline in this browser. Allow them in the browser's site settings, then come back here.`}</p>
      ) : (
        <>
          <p className="card__meta" role="status">
            {state === 'on' ? t`On: this device shows your notifications, even when Touchline is closed.` : t`Off: notifications only appear in the app.`}
          </p>
          {online ? (
            <button
              type="button"
              className={state === 'on' ? 'button button--secondary' : 'button button--primary'}
              disabled={busy}
              onClick={() => void run(state === 'on' ? turnPushOff : turnPushOn)}
            >
              {state === 'on' ? t`Turn off on this device` : t`Get notifications on this device`}
            </button>
          ) : (
            <p className="state">{t`This needs a connection. Try again when you are online.`}</p>
          )}
          {failed ? <p className="state state--error">{t`There has been an error setting up notifications on this device`}</p> : null}
        </>
      )}
    </section>
  );
}
