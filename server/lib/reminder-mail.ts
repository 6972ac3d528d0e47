// The words of a reminder email, in the club's language (users have no language of their own on
// the server; the club's is the one its families were registered in). The kick-off is written in
// the time zone the coach's device sent, with the zone named, and the game is titled as the app
// titles it: home side first.
import type { SessionKind } from './session-kind';

const WORDS = {
  en: { reminder: 'Reminder', training: 'training', when: 'When', where: 'Where', confirm: 'Please confirm whether you are coming in Touchline.' },
  es: { reminder: 'Recordatorio', training: 'entrenamiento', when: 'Cuándo', where: 'Dónde', confirm: 'Confirma en Touchline si vas a venir.' },
  fr: { reminder: 'Rappel', training: 'entraînement', when: 'Quand', where: 'Où', confirm: 'Merci de confirmer dans Touchline si vous venez.' },
} as const;

export interface ReminderMailInput {
  kind: SessionKind['name'];
  /** The club's language: en, en-US, es or fr (anything else reads as en). */
  language: string;
  team: string;
  opponent: string | null;
  homeAway: string | null;
  at: Date;
  place: string | null;
  /** IANA zone from the device; UTC when it sent none. */
  timeZone?: string;
}

export function reminderMail(m: ReminderMailInput): { subject: string; text: string } {
  const lang = m.language === 'es' || m.language === 'fr' ? m.language : 'en';
  const w = WORDS[lang];
  const locale = m.language === 'en-US' ? 'en-US' : lang === 'en' ? 'en-GB' : lang;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: m.timeZone ?? 'UTC' }).format(m.at);
  const zone = m.timeZone ?? 'UTC';
  const what =
    m.kind === 'fixture' && m.opponent
      ? m.homeAway === 'away'
        ? `${m.opponent} v ${m.team}`
        : `${m.team} v ${m.opponent}`
      : lang === 'en'
        ? `${m.team} ${w.training}`
        : `${capitalised(w.training)} ${m.team}`;
  const subject = `${w.reminder}: ${what}, ${when}`;
  const text = [what, `${w.when}: ${when} (${zone})`, m.place ? `${w.where}: ${m.place}` : null, '', w.confirm].filter((l) => l !== null).join('\n');
  return { subject, text };
}

const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
