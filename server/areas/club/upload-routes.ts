// Bulk upload and clear data (spec §2 Club administration, §6 'no permissions to view this page',
// §8 'There has been a problem removing data'):
//   PUT    club/{clubId}/upload  { csv, dryRun? }  check every row (isValid, per-row errors); when
//                                all are valid and not a dry run, write them in one transaction
//   DELETE club/{clubId}/upload  { players?, parents?, teams? }  clear the club's data
// Both need data.upload in the club. Invites to uploaded emails are mailed after the commit.
import type { FastifyPluginAsync } from 'fastify';
import { checkUploadCsv, clearDataSchema, uploadTeamProblems, uploadMessages, uploadSchema, type ClearDataAnswer, type UploadAnswer, type UploadPersonRow, type UploadRow, type UploadRowError, type UploadTeamRow } from '../../../src/domain/club/upload-schema';
import type { Queryable } from '../../db/db';
import { useFailureMessages } from '../../lib/failure-handler';
import { parseInput } from '../../lib/parse-input';
import { idempotentWrite } from '../../plugins/idempotency';
import { mailAfterCommit } from './badge';
import { insertInvite } from './invite-repository';
import { insertAcceptedMembership, insertInvitedMembership, insertNamedUser } from '../../lib/membership';
import { assertPlayerCapacity } from './player-limit';
import type { PendingMail } from './team-repository';

type P = { Params: { clubId: string } };
const UPLOAD_BODY_LIMIT = 2_500_000;

const isTeam = (r: UploadRow): r is UploadTeamRow => r.type === 'team';
const isPerson = (r: UploadRow): r is UploadPersonRow => r.type !== 'team';

/** The checks against the club's data: team names, registered emails, parents. */
async function checkAgainstClub(db: Queryable, clubId: string, rows: UploadRow[]): Promise<UploadRowError[]> {
  const errors: UploadRowError[] = [];
  const existingTeams = new Map(
    (await db.query<{ id: string; name: string }>('SELECT id, name FROM teams WHERE club_id = $1 AND active', [clubId])).map((t) => [t.name.toLowerCase(), t.id]),
  );
  // The team rule the upload screen runs too (src/domain/club/upload-schema.ts).
  errors.push(...uploadTeamProblems(rows, new Set(existingTeams.keys())));
  const people = rows.filter(isPerson);
  const emails = people.map((p) => p.email).filter((e): e is string => e !== null);
  const taken = new Set(
    emails.length ? (await db.query<{ email: string }>('SELECT lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])', [emails])).map((u) => u.email) : [],
  );
  const parentEmails = new Set(people.filter((p) => p.type === 'parent').map((p) => p.email));
  const parentRefs = [...new Set(people.map((p) => p.parentEmail).filter((e): e is string => e !== null && !parentEmails.has(e)))];
  const clubParents = new Set(
    parentRefs.length
      ? (
          await db.query<{ email: string }>(
            `SELECT DISTINCT lower(u.email) AS email FROM users u JOIN memberships m ON m.user_id = u.id AND m.club_id = $1 AND m.role = 'parent' WHERE lower(u.email) = ANY($2::text[])`,
            [clubId, parentRefs],
          )
        ).map((u) => u.email)
      : [],
  );
  for (const p of people) {
    if (p.email && taken.has(p.email)) errors.push({ line: p.line, column: 'email', message: `The email ${p.email} is already registered` });
    if (p.parentEmail && !parentEmails.has(p.parentEmail) && !clubParents.has(p.parentEmail)) {
      errors.push({ line: p.line, column: 'parent_email', message: `No parent with the email ${p.parentEmail} in this club or this file` });
    }
  }
  return errors.sort((a, b) => a.line - b.line);
}

const uploadRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);

  app.put<P>('/:clubId/upload', { bodyLimit: UPLOAD_BODY_LIMIT, config: { permission: 'data.upload', failure: uploadMessages.failed } }, async (request, reply): Promise<UploadAnswer> => {
    const body = parseInput(uploadSchema, request.body, uploadMessages.notText);
    const access = request.clubAccess!;
    const clubId = access.clubId;
    const checked = checkUploadCsv(body.csv);
    const counts = { teams: 0, players: 0, parents: 0 };
    for (const r of checked.rows) counts[r.type === 'team' ? 'teams' : r.type === 'player' ? 'players' : 'parents']++;
    const errors = checked.errors.length ? checked.errors : await checkAgainstClub(app.db, clubId, checked.rows);
    if (errors.length) return { isValid: false, errors, counts, written: false };
    if (body.dryRun) return { isValid: true, errors: [], counts, written: false };

    const mails: PendingMail[] = [];
    const result = await idempotentWrite(request, reply, async (tx): Promise<UploadAnswer> => {
      // Checked again inside the transaction: the club's data may have changed since.
      const again = await checkAgainstClub(tx, clubId, checked.rows);
      if (again.length) return { isValid: false, errors: again, counts, written: false };
      await assertPlayerCapacity(tx, clubId, counts.players);
      const teamIds = new Map(
        (await tx.query<{ id: string; name: string }>('SELECT id, name FROM teams WHERE club_id = $1 AND active', [clubId])).map((t) => [t.name.toLowerCase(), t.id]),
      );
      for (const t of checked.rows.filter(isTeam)) {
        const id = (
          await tx.one<{ id: string }>(
            'INSERT INTO teams (club_id, name, age_group, team_type, group_type, match_format) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
            [clubId, t.team, t.ageGroup, t.teamType, t.groupType, t.matchFormat],
          )
        ).id;
        teamIds.set(t.team.toLowerCase(), id);
      }
      const people = checked.rows.filter(isPerson);
      const userIds = new Map<string, string>();
      // Parents first, so players can be linked to them.
      for (const p of [...people.filter((x) => x.type === 'parent'), ...people.filter((x) => x.type === 'player')]) {
        const teamId = p.team ? teamIds.get(p.team.toLowerCase())! : null;
        // Every e-mail was checked unregistered above, so each row is an account the club makes.
        const userId = await insertNamedUser(tx, clubId, { email: p.email, firstName: p.firstName, lastName: p.lastName, dateOfBirth: p.dateOfBirth });
        if (p.email) userIds.set(p.email, userId);
        // A player without a login is a member at once (a parent acts for them); anyone with an
        // email is invited, and a member once they accept.
        if (p.type === 'player' && !p.email) await insertAcceptedMembership(tx, userId, clubId, teamId, p.type);
        else await insertInvitedMembership(tx, userId, clubId, teamId, p.type);
        if (p.parentEmail) {
          const parentId = userIds.get(p.parentEmail) ?? (await tx.one<{ id: string }>('SELECT id FROM users WHERE lower(email) = $1', [p.parentEmail])).id;
          await tx.query('INSERT INTO guardians (parent_id, child_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [parentId, userId]);
        }
        if (p.email) {
          const invite = await insertInvite(tx, {
            clubId, teamId, role: p.type, email: p.email, countryCode: null, telephone: null, firstName: p.firstName, lastName: p.lastName, userId, childId: null, invitedBy: access.userId,
          });
          mails.push({ to: p.email, clubName: invite.club_name, code: invite.code, guid: invite.guid, role: p.type });
        }
      }
      return { isValid: true, errors: [], counts, written: true };
    });
    await mailAfterCommit(app, reply, mails);
    return result;
  });

  app.delete<P>('/:clubId/upload', { config: { permission: 'data.upload', failure: uploadMessages.removeFailed } }, async (request, reply): Promise<ClearDataAnswer> => {
    const body = parseInput(clearDataSchema, request.body, uploadMessages.pickData);
    const clubId = request.clubAccess!.clubId;
    return idempotentWrite(request, reply, async (tx) => {
      const removed = { players: 0, parents: 0, teams: 0 };
      for (const [kind, role] of [['players', 'player'], ['parents', 'parent']] as const) {
        if (!body[kind]) continue;
        const rows = await tx.query<{ user_id: string }>('DELETE FROM memberships WHERE club_id = $1 AND role = $2 RETURNING user_id', [clubId, role]);
        removed[kind] = new Set(rows.map((r) => r.user_id)).size;
        await tx.query("UPDATE invites SET status = 'revoked' WHERE club_id = $1 AND role = $2 AND status = 'sent'", [clubId, role]);
      }
      if (body.teams) {
        // Teams are retired, not deleted: their fixtures and training history stay readable.
        const rows = await tx.query('UPDATE teams SET active = false WHERE club_id = $1 AND active RETURNING id', [clubId]);
        removed.teams = rows.length;
      }
      return { removed };
    });
  });
};

export default uploadRoutes;
