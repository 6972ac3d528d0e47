// The session's files (spec §3: session plan, health-and-safety file, parent/player file). Staff
// pick a file per slot (progress while it goes up), download or remove it; players and parents
// download the parent/player file. Files go straight to the server and are not kept for later
// sending, so with no signal the section says it needs a connection and the pickers are off.
import { Trans, useLingui } from '@lingui/react/macro';
import { formatBytes } from '../../../ui/format-bytes';
import { useId, useState, type ChangeEvent } from 'react';
import { TRAINING_FILE_SLOTS, type TrainingFile, type TrainingFileSlot } from '../../../domain/training/files';
import { downloadTrainingFile, FileCallError, removeTrainingFile, uploadTrainingFile } from '../data/files';
import type { TrainingView } from '../data/training-detail';
import { trainingText } from '../model/training-text';

const ACCEPT = '.pdf,.png,.jpg,.jpeg,.docx,application/pdf,image/png,image/jpeg,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export function SessionFiles({ session, staff, online }: { session: TrainingView; staff: boolean; online: boolean }) {
  const { t } = useLingui();
  const files = session.files ?? {};
  const slots = staff ? TRAINING_FILE_SLOTS : TRAINING_FILE_SLOTS.filter((s) => files[s]);
  if (slots.length === 0) return null;
  const label: Record<TrainingFileSlot, string> = { plan: t`Session plan`, 'health-safety': t`Health and safety file`, 'parent-player': t`Parent/player file` };
  return (
    <section className="training-section" aria-labelledby="files-title">
      <h2 id="files-title">
        <Trans>Files</Trans>
      </h2>
      {!online ? (
        <p className="alert" role="status">
          <Trans>Files need a connection: uploading and downloading work again when you are back online. Files are not saved for sending later.</Trans>
        </p>
      ) : null}
      <ul className="list">
        {slots.map((slot) => (
          <li key={slot} className="list__item training-file">
            <FileSlot session={session} slot={slot} label={label[slot]} file={files[slot]} staff={staff} online={online} />
          </li>
        ))}
      </ul>
      {staff ? (
        <p className="list__meta">
          <Trans>PDF, PNG, JPG or Word (.docx), up to 10 MB.</Trans>
        </p>
      ) : null}
    </section>
  );
}

function FileSlot({ session, slot, label, file, staff, online }: { session: TrainingView; slot: TrainingFileSlot; label: string; file?: TrainingFile; staff: boolean; online: boolean }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const busy = progress !== null;
  const fail = (e: unknown) => {
    setProgress(null);
    setError(trainingText(i18n, e instanceof FileCallError ? e.message : undefined) ?? t`There has been an error uploading this file`);
  };
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    setError(null);
    setDone(false);
    setProgress(0);
    uploadTrainingFile(session, slot, chosen, setProgress, staff).then(() => {
      setProgress(null);
      setDone(true);
    }, fail);
  };
  const size = (n: number) => formatBytes(n, i18n.locale);
  return (
    <div className="list__body">
      <span className="list__title" id={`${id}-label`}>
        {label}
      </span>
      <span className="list__meta">{file ? `${file.name} · ${size(file.sizeBytes)}` : t`Not uploaded yet`}</span>
      <div className="training-actions">
        {file ? (
          <button type="button" className="button button--small button--secondary" disabled={!online} aria-label={t`Download: ${label}`} onClick={() => downloadTrainingFile(session, slot, file.name).catch(fail)}>
            {t`Download`}
          </button>
        ) : null}
        {staff ? (
          <label className={`button button--small button--secondary${!online || busy ? ' is-disabled' : ''}`} htmlFor={`${id}-input`}>
            {file ? t`Replace file` : t`Choose file`}
            <input id={`${id}-input`} type="file" className="visually-hidden" accept={ACCEPT} disabled={!online || busy} aria-label={t`Upload: ${label}`} onChange={pick} />
          </label>
        ) : null}
        {staff && file ? (
          <button
            type="button"
            className="button button--small button--danger"
            disabled={!online || busy}
            aria-label={t`Remove: ${label}`}
            onClick={() => {
              setError(null);
              removeTrainingFile(session, slot).catch(fail);
            }}
          >
            {t`Remove`}
          </button>
        ) : null}
      </div>
      {busy ? (
        <progress className="training-progress" max={1} value={progress} aria-labelledby={`${id}-label`}>
          {Math.round(progress * 100)}%
        </progress>
      ) : null}
      {done ? <span role="status" className="list__meta">{t`Uploaded`}</span> : null}
      {error ? (
        <p className="alert alert--error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
