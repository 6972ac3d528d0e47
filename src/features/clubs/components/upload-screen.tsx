// Bulk upload of players, parents and teams (spec §2 Club administration): pick a CSV (a template
// per kind), every row is checked on the device and then by the server with a dry run, each row
// is shown with its problems, and nothing is written until the whole file is valid. The upload
// then runs with its progress shown step by step and ends on a summary of what was written.
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId, useState, type ChangeEvent } from 'react';
import { uploadMessages, type UploadAnswer } from '../../../domain/club/upload-schema';
import { useClubTeams } from '../../members/data/club-teams';
import { checkOnDevice, layOut, readUploadFile, sendUpload, templateFileName, templateHref, UPLOAD_KINDS, useMayUpload, type CheckedFile, type UploadKind } from '../data/upload';
import { noPermission, problemText, uploadFailure, uploadText } from './upload-text';
import './upload.css';

type Stage = 'idle' | 'device' | 'server' | 'ready' | 'writing' | 'done';
const STAGES: Stage[] = ['device', 'server', 'writing', 'done'];

export function UploadScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const mayUpload = useMayUpload(clubId);
  const { clubName, teams } = useClubTeams(clubId);
  const inputId = useId();
  const [kind, setKind] = useState<UploadKind>('players');
  const [stage, setStage] = useState<Stage>('idle');
  const [refused, setRefused] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [file, setFile] = useState<CheckedFile | null>(null);
  const [result, setResult] = useState<UploadAnswer | null>(null);

  const kindText: Record<UploadKind, string> = { players: t`Players`, parents: t`Parents`, teams: t`Teams` };
  const shown = (message: string) => {
    const text = problemText(message);
    return text ? i18n._(text) : message;
  };

  if (!mayUpload) {
    return (
      <p className="alert alert--error" role="alert">
        {i18n._(noPermission)}
      </p>
    );
  }

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    setRefused(null);
    setFailure(null);
    setResult(null);
    setFile(null);
    if (!chosen) return;
    setStage('device');
    const read = await readUploadFile(chosen);
    if ('refused' in read) {
      setRefused(read.refused);
      setStage('idle');
      return;
    }
    // The club's teams once they have loaded (its name comes with them); until then the server's dry run checks them.
    const local = checkOnDevice(chosen.name, read.csv, clubName === null ? undefined : teams.map((t) => t.name));
    if (!local.isValid) {
      setFile(local);
      setStage('idle');
      return;
    }
    setStage('server');
    try {
      const answer = await sendUpload(clubId, read.csv, true);
      const checked = layOut(chosen.name, read.csv, answer.errors);
      setFile(checked);
      setStage(answer.isValid ? 'ready' : 'idle');
    } catch (error) {
      setFile(local);
      setFailure(i18n._(uploadFailure(error, uploadText[uploadMessages.failed]!)));
      setStage('idle');
    }
  }

  async function upload() {
    if (!file?.isValid) return;
    setFailure(null);
    setStage('writing');
    try {
      const answer = await sendUpload(clubId, file.csv, false);
      if (!answer.isValid || !answer.written) {
        // The club changed between the check and the upload: show the new problems.
        setFile(layOut(file.name, file.csv, answer.errors));
        setStage('idle');
        return;
      }
      setResult(answer);
      setStage('done');
    } catch (error) {
      setFailure(i18n._(uploadFailure(error, uploadText[uploadMessages.failed]!)));
      setStage('ready');
    }
  }

  const reached = STAGES.indexOf(stage === 'ready' ? 'server' : stage);
  const stepText: Record<Stage, string> = {
    idle: '',
    device: t`Checking every row on this device`,
    server: t`Checking the file with the club's data`,
    ready: t`Checking the file with the club's data`,
    writing: t`Writing the rows`,
    done: t`Done`,
  };
  const problemCount = file ? file.fileErrors.length + file.rows.reduce((n, r) => n + r.errors.length, 0) : 0;

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Bulk upload</Trans>
        </h1>
        <p>{clubName ?? ''}</p>
      </div>

      <fieldset className="upload-kinds">
        <legend>
          <Trans>What are you uploading?</Trans>
        </legend>
        {UPLOAD_KINDS.map((k) => (
          <label key={k} className="upload-kind">
            <input type="radio" name="upload-kind" value={k} checked={kind === k} onChange={() => setKind(k)} /> {kindText[k]}
          </label>
        ))}
      </fieldset>
      <p>
        <a className="text-link" href={templateHref(kind, teams[0]?.name ?? null)} download={templateFileName(kind)}>
          <Trans>Download the {kindText[kind]} template</Trans>
        </a>
      </p>
      <p className="upload-help">
        <Trans>One row per team, player or parent, told apart by the type column. Teams named by players must exist or be in the file.</Trans>
      </p>

      <div className="field">
        <label htmlFor={inputId} className="field__label">
          <Trans>CSV file</Trans>
        </label>
        <input id={inputId} type="file" accept=".csv,text/csv,text/plain" onChange={(e) => void pick(e)} disabled={stage === 'device' || stage === 'server' || stage === 'writing'} />
      </div>

      {refused ? (
        <p className="alert alert--error" role="alert">
          {shown(refused)}
        </p>
      ) : null}
      {failure ? (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      ) : null}

      {stage !== 'idle' ? (
        <div className="upload-progress" role="status" aria-live="polite">
          <progress max={STAGES.length} value={stage === 'done' ? STAGES.length : reached + 0.5} aria-label={t`Upload progress`} />
          <span>{stepText[stage]}</span>
        </div>
      ) : null}

      {file && !result ? (
        <section className="upload-check" aria-label={t`Checked rows`}>
          <h2>{file.name}</h2>
          {file.isValid ? (
            <p className="alert alert--ok">
              <Trans>Every row is valid.</Trans>
            </p>
          ) : (
            <p className="alert alert--error" role="alert">
              <strong>{i18n._(uploadText[uploadMessages.invalid]!)}</strong>
              <br />
              <Plural value={problemCount} one="# problem" other="# problems" />
            </p>
          )}
          {file.fileErrors.length ? (
            <ul className="upload-file-errors">
              {file.fileErrors.map((e, i) => (
                <li key={i}>
                  {e.line > 0 ? <Trans>Line {e.line}:</Trans> : null} {shown(e.message)}
                </li>
              ))}
            </ul>
          ) : null}
          {file.rows.length ? (
            <ol className="upload-rows">
              {file.rows.map((r) => (
                <li key={r.line} className={r.errors.length ? 'upload-row upload-row--bad' : 'upload-row'} data-line={r.line}>
                  <span className="upload-row__line">
                    <Trans>Line {r.line}</Trans>
                  </span>
                  <span className="upload-row__cells">{r.cells.filter(Boolean).join(' · ')}</span>
                  {r.errors.length ? (
                    <ul className="upload-row__errors">
                      {r.errors.map((e, i) => (
                        <li key={i}>{shown(e.message)}</li>
                      ))}
                    </ul>
                  ) : (
                    <span className="upload-row__ok">
                      <Trans>Valid</Trans>
                    </span>
                  )}
                </li>
              ))}
            </ol>
          ) : null}
          {file.isValid ? (
            <button type="button" className="button button--primary button--block" onClick={() => void upload()} disabled={stage !== 'ready'}>
              {stage === 'writing' ? <Trans>Uploading…</Trans> : <Trans>Upload</Trans>}
            </button>
          ) : null}
        </section>
      ) : null}

      {result ? (
        <section className="card upload-summary" aria-label={t`Upload summary`}>
          <h2>
            <Trans>Upload complete</Trans>
          </h2>
          <ul>
            <li>
              <Plural value={result.counts.teams} one="# team added" other="# teams added" />
            </li>
            <li>
              <Plural value={result.counts.players} one="# player added" other="# players added" />
            </li>
            <li>
              <Plural value={result.counts.parents} one="# parent added" other="# parents added" />
            </li>
          </ul>
          <p>
            <Trans>Everyone with an email has been sent an invite.</Trans>
          </p>
          <Link className="text-link" to="/secure/club/$clubId/members" params={{ clubId }}>
            <Trans>See the club's members</Trans>
          </Link>
        </section>
      ) : null}
    </>
  );
}
