// The five characteristic words (GET/PUT characteristic): shown to everyone who may see the
// profile; the player's coaches and club admins may change them (five, from the registration
// list). Saved on the device and queued, so it works with no signal.
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CHARACTERISTIC_WORDS } from '../../../domain/characteristics';
import { CHARACTERISTIC_COUNT } from '../../../domain/development/characteristic-schema';
import { developmentMessages as m } from '../../../domain/development/messages';
import { wordText } from '../../registration/model/word-text';
import { setPlayerWords } from '../data/development';
import { developmentMessage } from '../model/development-text';

type Word = (typeof CHARACTERISTIC_WORDS)[number];
const isWord = (w: string): w is Word => (CHARACTERISTIC_WORDS as readonly string[]).includes(w);

export function WordsCard({ playerId, playerName, words, canEdit, online }: { playerId: string; playerName: string; words: string[]; canEdit: boolean; online: boolean }) {
  const { t, i18n } = useLingui();
  const [editing, setEditing] = useState<string[] | null>(null);
  const [error, setError] = useState('');
  const [announce, setAnnounce] = useState('');
  const say = (w: string) => (isWord(w) ? i18n._(wordText[w]) : w);

  const toggle = (w: string) => {
    setError('');
    setEditing((cur) => (cur ? (cur.includes(w) ? cur.filter((x) => x !== w) : [...cur, w]) : cur));
  };
  const save = async () => {
    if (!editing || editing.length !== CHARACTERISTIC_COUNT) {
      setError(developmentMessage(i18n, m.words));
      return;
    }
    try {
      await setPlayerWords(playerId, editing, playerName);
      setEditing(null);
      setAnnounce(online ? t`Words saved.` : t`Words saved on this device; they will be sent when you are back online.`);
    } catch {
      setError(developmentMessage(i18n, m.failed));
    }
  };

  return (
    <section className="card" aria-labelledby="words-heading">
      <h2 id="words-heading">
        <Trans>Characteristics</Trans>
      </h2>
      <p className="visually-hidden" role="status">
        {announce}
      </p>
      {editing ? (
        <fieldset className="words-picker">
          <legend>{t`Choose five words (${editing.length} of 5 chosen)`}</legend>
          {CHARACTERISTIC_WORDS.map((w) => (
            <label key={w} className="words-picker__word">
              <input type="checkbox" checked={editing.includes(w)} onChange={() => toggle(w)} disabled={!editing.includes(w) && editing.length >= CHARACTERISTIC_COUNT} />
              {say(w)}
            </label>
          ))}
          {error ? (
            <p className="field__error" role="alert">
              {error}
            </p>
          ) : null}
          <div className="words-picker__actions">
            <button type="button" className="button" onClick={() => void save()}>
              <Trans>Save words</Trans>
            </button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(null)}>
              <Trans>Cancel</Trans>
            </button>
          </div>
        </fieldset>
      ) : (
        <>
          {words.length ? (
            <ul className="words">
              {words.map((w) => (
                <li key={w} className="words__word">
                  {say(w)}
                </li>
              ))}
            </ul>
          ) : (
            <p className="card__meta">
              <Trans>No words chosen yet.</Trans>
            </p>
          )}
          {canEdit ? (
            <button type="button" className="button button--secondary" onClick={() => setEditing(words.filter(isWord))}>
              <Trans>Change words</Trans>
            </button>
          ) : null}
        </>
      )}
    </section>
  );
}
