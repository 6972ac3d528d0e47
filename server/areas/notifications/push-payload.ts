// The words of a push, in the member's language (users.language, else the club's). The app writes
// the in-app sentence itself from kind + params; a push must carry its text because the service
// worker has no catalogues, so the title says what happened and the body which game or session,
// exactly what the in-app row shows (team, opponent, time: no child's name). The time travels as
// `at` and the service worker writes it in the phone's own time zone and locale.
import type { NotificationKind, NotificationParams } from '../../../src/domain/notification/kinds';
import type { PushPayload } from '../../../src/domain/notification/push';

type Lang = 'en' | 'es' | 'fr';

const TITLES: Record<Lang, Record<NotificationKind, string> & { fixtureAttendance: string; other: string; against: string }> = {
  en: {
    fixture_created: 'New game',
    fixture_changed: 'Game details changed',
    fixture_cancelled: 'Game cancelled',
    training_created: 'New training session',
    training_cancelled: 'Training session cancelled',
    squad_picked: 'The squad is picked',
    attendance_needed: 'Are you coming to training?',
    message_received: 'New message',
    post_liked: 'Someone likes your post',
    post_commented: 'New comment on your post',
    homework_set: 'New coach challenge',
    homework_marked: 'Your coach challenge is marked',
    fixtureAttendance: 'Are you coming?',
    other: 'News',
    against: 'against',
  },
  es: {
    fixture_created: 'Nuevo partido',
    fixture_changed: 'Cambios en el partido',
    fixture_cancelled: 'Partido cancelado',
    training_created: 'Nuevo entrenamiento',
    training_cancelled: 'Entrenamiento cancelado',
    squad_picked: 'Convocatoria publicada',
    attendance_needed: '¿Vienes al entrenamiento?',
    message_received: 'Nuevo mensaje',
    post_liked: 'A alguien le gusta tu publicación',
    post_commented: 'Nuevo comentario en tu publicación',
    homework_set: 'Nuevo reto del entrenador',
    homework_marked: 'Tu reto del entrenador está corregido',
    fixtureAttendance: '¿Vienes?',
    other: 'Novedades',
    against: 'contra',
  },
  fr: {
    fixture_created: 'Nouveau match',
    fixture_changed: 'Match modifié',
    fixture_cancelled: 'Match annulé',
    training_created: 'Nouvel entraînement',
    training_cancelled: 'Entraînement annulé',
    squad_picked: 'Le groupe est choisi',
    attendance_needed: 'Viens-tu à l’entraînement ?',
    message_received: 'Nouveau message',
    post_liked: 'Quelqu’un aime votre publication',
    post_commented: 'Nouveau commentaire sur votre publication',
    homework_set: 'Nouveau défi de l’entraîneur',
    homework_marked: 'Ton défi de l’entraîneur est noté',
    fixtureAttendance: 'Viens-tu ?',
    other: 'Nouvelles',
    against: 'contre',
  },
};

const langOf = (language: string | null | undefined): Lang => (language === 'es' || language === 'fr' ? language : 'en');

/** The screen a tap opens (the same as the in-app list's notificationLink). */
export function pushLink(params: Pick<NotificationParams, 'sessionKind' | 'sessionId'>): string {
  if (params.sessionKind === 'chat') return `/secure/chat/${params.sessionId}`;
  if (params.sessionKind === 'post') return '/secure/feed';
  if (params.sessionKind === 'homework') return `/secure/homework/${params.sessionId}`;
  return params.sessionKind === 'fixture' ? `/secure/fixtures/${params.sessionId}` : `/secure/training/${params.sessionId}`;
}

export function pushPayload(n: { id: string; kind: string; params: NotificationParams }, language: string | null | undefined): PushPayload {
  const w = TITLES[langOf(language)];
  const p = n.params;
  const title =
    n.kind === 'attendance_needed' && p.sessionKind === 'fixture' ? w.fixtureAttendance : ((w as Record<string, string>)[n.kind] ?? w.other);
  const body = p.sessionKind === 'fixture' && p.opponent ? `${p.teamName} ${w.against} ${p.opponent}` : p.teamName;
  return { id: n.id, title, body, link: pushLink(p), at: p.startsAt };
}
