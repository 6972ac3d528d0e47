// PUT fixture|training/{clubId}/{id}/reminder: an email to the team's players and their parents
// (those with an email address) about the coming game or session (words: reminder-mail.ts).
// Sent inside the write's transaction, so a failed send rolls back reminded_at and the client's
// retry sends again; inside a sync batch, just before the batch commits (scopedMailer).
import type { Queryable } from '../db/db';
import type { Mailer } from './mailer';
import { reminderMail } from './reminder-mail';
import type { SessionKind } from './session-kind';

export interface ReminderAnswer {
  id: string;
  sent: number;
  remindedAt: string;
}

export async function reminderRecipients(db: Queryable, teamId: string): Promise<string[]> {
  const rows = await db.query<{ email: string }>(
    `SELECT DISTINCT u.email FROM memberships m JOIN users u ON u.id = m.user_id
       WHERE m.team_id = $1 AND m.role = 'player' AND m.active AND u.active AND u.email IS NOT NULL
     UNION
     SELECT DISTINCT p.email FROM memberships m JOIN guardians g ON g.child_id = m.user_id JOIN users p ON p.id = g.parent_id
       WHERE m.team_id = $1 AND m.role = 'player' AND m.active AND p.active AND p.email IS NOT NULL
     ORDER BY 1`,
    [teamId],
  );
  return rows.map((r) => r.email);
}

export async function sendReminder(tx: Queryable, mailer: Mailer, kind: SessionKind, id: string, timeZone?: string): Promise<ReminderAnswer> {
  const s = await tx.one<{ team_id: string; team: string; at: Date | string; place: string | null; opponent: string | null; home_away: string | null; language: string }>(
    `SELECT s.team_id, t.name AS team, s.${kind.timeColumn} AS at, c.language,
            ${kind.name === 'fixture' ? 's.venue AS place, s.opponent, s.home_away' : 's.location AS place, NULL AS opponent, NULL AS home_away'}
     FROM ${kind.table} s JOIN teams t ON t.id = s.team_id JOIN clubs c ON c.id = s.club_id WHERE s.id = $1`,
    [id],
  );
  const { subject, text } = reminderMail({ kind: kind.name, language: s.language, team: s.team, opponent: s.opponent, homeAway: s.home_away, at: new Date(s.at), place: s.place, timeZone });
  const to = await reminderRecipients(tx, s.team_id);
  for (const email of to) await mailer.send({ to: email, subject, text });
  const row = await tx.one<{ reminded_at: Date | string }>(`UPDATE ${kind.table} SET reminded_at = now() WHERE id = $1 RETURNING reminded_at`, [id]);
  return { id, sent: to.length, remindedAt: new Date(row.reminded_at).toISOString() };
}
