// Clear data (spec §2 Club administration): choose the club's players, parents and/or teams to
// remove, confirm by typing the club's name, then the server removes them in one transaction.
// Gated by the data.upload permission ('no permissions to view this page'); a failure shows
// 'There has been a problem removing data' (spec §8).
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { uploadMessages } from '../../../domain/club/upload-schema';
import { TextField } from '../../../ui/text-field';
import { useClubTeams } from '../../members/data/club-teams';
import { useClearData, type ClearChoice } from '../data/clear-data';
import { useMayUpload } from '../data/upload';
import { noPermission, uploadFailure, uploadText } from './upload-text';
import '../../../ui/session-pieces.css';
import './upload.css';

const none: ClearChoice = { players: false, parents: false, teams: false };

export function ClearDataScreen({ clubId }: { clubId: string }) {
  const { t, i18n } = useLingui();
  const mayUpload = useMayUpload(clubId);
  const { clubName } = useClubTeams(clubId);
  const clear = useClearData(clubId);
  const questionId = useId();
  const [choice, setChoice] = useState<ClearChoice>(none);
  const [asking, setAsking] = useState(false);
  const [typed, setTyped] = useState('');
  const [pickError, setPickError] = useState(false);

  if (!mayUpload) {
    return (
      <p className="alert alert--error" role="alert">
        {i18n._(noPermission)}
      </p>
    );
  }

  const labels: [keyof ClearChoice, string][] = [
    ['players', t`All players`],
    ['parents', t`All parents`],
    ['teams', t`All teams`],
  ];
  const picked = choice.players || choice.parents || choice.teams;
  const nameMatches = clubName !== null && typed.trim().toLowerCase() === clubName.trim().toLowerCase();
  const removed = clear.data?.removed;

  async function confirm() {
    const answer = await clear.run(choice);
    if (answer) {
      setAsking(false);
      setTyped('');
      setChoice(none);
    }
  }

  return (
    <>
      <div className="page-head">
        <h1>
          <Trans>Clear data</Trans>
        </h1>
        <p>{clubName ?? ''}</p>
      </div>
      {removed && !asking ? (
        <p className="alert alert--ok" role="status">
          <Trans>
            Removed {removed.players} players, {removed.parents} parents and {removed.teams} teams.
          </Trans>
        </p>
      ) : null}
      {clear.error ? (
        <p className="alert alert--error" role="alert">
          {i18n._(uploadFailure(clear.error, uploadText[uploadMessages.removeFailed]!))}
        </p>
      ) : null}
      <fieldset className="clear-data-choices" disabled={asking}>
        <legend>
          <Trans>What should be removed from this club?</Trans>
        </legend>
        {labels.map(([key, label]) => (
          <label key={key}>
            <input
              type="checkbox"
              checked={choice[key]}
              onChange={(e) => {
                setPickError(false);
                setChoice({ ...choice, [key]: e.target.checked });
              }}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {pickError ? (
        <p className="alert alert--error" role="alert">
          {i18n._(uploadText[uploadMessages.pickData]!)}
        </p>
      ) : null}
      {!asking ? (
        <button
          type="button"
          className="button button--danger button--block"
          onClick={() => {
            if (!picked) setPickError(true);
            else setAsking(true);
          }}
        >
          <Trans>Clear data</Trans>
        </button>
      ) : (
        <div className="confirm card" role="alertdialog" aria-labelledby={questionId}>
          <p id={questionId} className="confirm__question">
            <Trans>This cannot be undone. Type the club's name ({clubName}) to remove the chosen data.</Trans>
          </p>
          <TextField label={t`Club name`} autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} />
          <div className="confirm__actions">
            <button type="button" className="button button--danger" disabled={!nameMatches || clear.loading} onClick={() => void confirm()}>
              {clear.loading ? <Trans>Removing…</Trans> : <Trans>Remove data</Trans>}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                setAsking(false);
                setTyped('');
              }}
            >
              <Trans>Cancel</Trans>
            </button>
          </div>
        </div>
      )}
    </>
  );
}
