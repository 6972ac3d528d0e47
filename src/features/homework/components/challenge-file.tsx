// Shows a challenge's stored file (the coach's demo, a player's answer) on request: fetched with
// the session (the server checks who may see it) and played or shown from memory. Needs a
// connection; says so when there is none.
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOnline } from '../../../ui/use-online';
import { fetchChallengeFile } from '../data/challenge-files';

export function ChallengeFile({ path, mime, label }: { path: string; mime: string; label: string }) {
  const { t } = useLingui();
  const online = useOnline();
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const show = async () => {
    setState('loading');
    const blob = await fetchChallengeFile(path);
    if (!blob) return setState('failed');
    setUrl(URL.createObjectURL(blob));
    setState('idle');
  };
  if (url) return <div className="homework__file">{mime.startsWith('video/') ? <video src={url} controls playsInline aria-label={label} /> : <img src={url} alt={label} />}</div>;
  return (
    <div className="homework__file">
      <button type="button" className="button button--secondary" onClick={() => void show()} disabled={!online || state === 'loading'}>
        {label}
      </button>
      {!online ? <p className="card__meta">{t`Connect to the internet to see this file.`}</p> : null}
      {state === 'failed' ? <p role="alert" className="field__error">{t`The file could not be loaded. Please try again.`}</p> : null}
    </div>
  );
}
