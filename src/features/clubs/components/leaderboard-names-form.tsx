// The club's practice-leaderboard privacy setting (issue 21): show only initials for players
// under 13 (PUT club/{id} leaderboardInitialsUnder13). An online admin call like the other forms.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { Failure } from '../../../ui/states';
import { useUpdateClub } from '../data/club-settings';
import { settingsFailure, settingsMessages } from '../model/settings-text';

export function LeaderboardNamesForm({ clubId, initials, onSaved }: { clubId: string; initials: boolean; onSaved: () => void }) {
  const { t, i18n } = useLingui();
  const [checked, setChecked] = useState(initials);
  const [saved, setSaved] = useState(false);
  const save = useUpdateClub();
  async function submit(e: FormEvent) {
    e.preventDefault();
    setSaved(false);
    if (await save.run(clubId, { leaderboardInitialsUnder13: checked })) {
      setSaved(true);
      onSaved();
    }
  }
  return (
    <section className="card" aria-label={t`Practice leaderboard`}>
      <h2>
        <Trans>Practice leaderboard</Trans>
      </h2>
      <form noValidate onSubmit={submit}>
        <label>
          <input type="checkbox" checked={checked} onChange={(e) => setChecked(e.target.checked)} /> <Trans>Show only initials for players under 13</Trans>
        </label>
        {save.error ? <Failure message={i18n._(settingsFailure(save.error, settingsMessages.clubFailed))} /> : null}
        {saved ? (
          <p role="status">
            <Trans>The leaderboard setting has been saved.</Trans>
          </p>
        ) : null}
        <button type="submit" className="button button--primary" disabled={save.loading}>
          <Trans>Save</Trans>
        </button>
      </form>
    </section>
  );
}
