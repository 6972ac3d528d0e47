// Bulk upload (PUT club/{clubId}/upload) and clear data (DELETE club/{clubId}/upload): every
// row checked first, per-row errors, nothing written unless all rows are valid, one
// transaction; permission-gated with the spec's words; another club's data untouched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';
import { checkUploadCsv, uploadTemplate, type UploadKind } from '../../../src/domain/club/upload-schema';

const GOOD = [
  'type,first_name,last_name,email,team,date_of_birth,parent_email,age_group',
  'team,,,,Alder U8,,,U8',
  'parent,Polly,Upload,polly.upload@alder.test,Alder U8,,,',
  'player,Kit,Upload,,Alder U8,2018-04-02,polly.upload@alder.test,',
  'player,"Jo, Jr",Upload,jo.upload@alder.test,Alder U12,2014-01-20,,',
].join('\n');

describe('upload rows checked without a database', () => {
  it('names the row and column of each problem', () => {
    const { errors } = checkUploadCsv(
      ['type,first_name,last_name,email,team,date_of_birth', 'player,A,B,a@x.test,T1,2019-02-30', 'player,C,D,A@x.test,T1,', 'coach,E,F,,T1,', 'parent,G,H,,T1,'].join('\n'),
      '2026-01-01',
    );
    expect(errors).toEqual([
      { line: 2, column: 'date_of_birth', message: 'Please enter a valid date of birth (YYYY-MM-DD)' },
      { line: 3, column: 'email', message: 'The email a@x.test is used twice (also on line 2)' },
      { line: 4, column: 'type', message: 'Type must be team, player or parent' },
      { line: 5, column: 'email', message: 'Please enter a valid email address' },
    ]);
    // A day that cannot exist (month 13, day 40) is a row error, not a crash.
    expect(checkUploadCsv('type,first_name,last_name,email,team,date_of_birth\nplayer,A,B,a@x.test,T1,2016-13-40', '2026-01-01').errors).toEqual([
      { line: 2, column: 'date_of_birth', message: 'Please enter a valid date of birth (YYYY-MM-DD)' },
    ]);
    expect(checkUploadCsv('name,email\nA,b').errors.map((e) => e.message)).toEqual(expect.arrayContaining(["Unknown column 'name'", "Missing column 'Type'"]));
    // Headers as people write them (the template's), and the old snake_case, read alike (issue 19).
    const readable = checkUploadCsv('Type,First name,Last Name,EMAIL,Team,Date of birth\nplayer,A,B,a@x.test,T1,2016-04-12', '2026-01-01');
    expect(readable.errors).toEqual([]);
    expect(readable.rows[0]).toMatchObject({ type: 'player', firstName: 'A', lastName: 'B', email: 'a@x.test', team: 'T1', dateOfBirth: '2016-04-12' });
    for (const kind of ['teams', 'players', 'parents'] as const) {
      const header = uploadTemplate(kind, 'Alder U12').split('\r\n')[0]!;
      expect(header).not.toMatch(/_/);
      expect(header.startsWith('Type,First name,Last name,Email,Team')).toBe(true);
    }
    expect(checkUploadCsv('\u0089PNG\r\n\u001a\n\u0000\u0000').errors[0]!.message).toBe('This file is not a CSV text file');
    expect(checkUploadCsv('type,first_name,last_name,email,team\nplayer,A').errors[0]).toMatchObject({ line: 2, message: 'Expected 5 columns, found 2' });
  });
});

describe.each(DB_KINDS)('bulk upload and clear data on %s', (kind) => {
  let w: ClubWorld;
  beforeAll(async () => {
    w = await createClubWorld(kind);
    await w.t.db.query('UPDATE teams SET name = $2 WHERE id = $1', [w.teamA, 'Alder U12']);
  });
  afterAll(() => w?.t.close());
  const users = async () => (await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM users')).n;

  it('checks a dry run, then writes players, parents and teams in one go with their links and invites', async () => {
    const admin = w.client('club_admin');
    const before = await users();
    const dry = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: GOOD, dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toEqual({ isValid: true, errors: [], counts: { teams: 1, players: 2, parents: 1 }, written: false });
    expect(await users()).toBe(before);
    const mails = w.t.mail.length;
    const res = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: GOOD }, { 'idempotency-key': randomUUID() });
    expect(res.json()).toMatchObject({ isValid: true, written: true });
    expect(await users()).toBe(before + 3);
    expect(w.t.mail.length - mails).toBe(2);
    const kit = await w.t.db.one<{ id: string; dob: string; team: string; active: boolean }>(
      `SELECT u.id, u.date_of_birth::text AS dob, t.name AS team, m.active FROM users u JOIN memberships m ON m.user_id = u.id JOIN teams t ON t.id = m.team_id WHERE u.first_name = 'Kit'`,
    );
    expect(kit).toMatchObject({ dob: '2018-04-02', team: 'Alder U8', active: true });
    const guardian = await w.t.db.one<{ email: string }>('SELECT u.email FROM guardians g JOIN users u ON u.id = g.parent_id WHERE g.child_id = $1', [kit.id]);
    expect(guardian.email).toBe('polly.upload@alder.test');
    expect((await w.t.db.one<{ club_id: string }>("SELECT club_id FROM teams WHERE name = 'Alder U8'")).club_id).toBe(w.clubA);
    expect((await w.t.db.one<{ first_name: string }>("SELECT first_name FROM users WHERE email = 'jo.upload@alder.test'")).first_name).toBe('Jo, Jr');
  });

  it("passes each template's own sample, on the device's check and the server's dry run (issue 19)", async () => {
    const admin = w.client('club_admin');
    for (const kind of ['players', 'parents', 'teams'] as UploadKind[]) {
      const csv = uploadTemplate(kind, 'Alder U12');
      expect(checkUploadCsv(csv).errors, kind).toEqual([]);
      const dry = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv, dryRun: true });
      expect(dry.json(), kind).toMatchObject({ isValid: true, errors: [] });
    }
    // A club with no team yet: the sample brings its team.
    const players = uploadTemplate('players', null);
    expect(checkUploadCsv(players).errors).toEqual([]);
    expect((await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: players, dryRun: true })).json()).toMatchObject({ isValid: true });
  });

  it('answers isValid false with per-row errors against the club data, and writes nothing', async () => {
    const admin = w.client('club_admin');
    const before = await users();
    const csv = [
      'type,first_name,last_name,email,team,parent_email,age_group',
      'team,,,,Alder U8,,U8',
      'player,Max,Bad,polly.upload@alder.test,Alder U12,,',
      'player,Ned,Bad,,Birch U12,,',
      'player,Oz,Bad,,Alder U12,nobody@alder.test,',
      'player,Fine,Row,,Alder U12,,',
    ].join('\n');
    const res = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json().isValid).toBe(false);
    expect(res.json().written).toBe(false);
    expect(res.json().errors).toEqual([
      { line: 2, column: 'team', message: "A team called 'Alder U8' already exists" },
      { line: 3, column: 'email', message: 'The email polly.upload@alder.test is already registered' },
      // Another club's team name is no team of this club.
      { line: 4, column: 'team', message: "There is no team called 'Birch U12' in this club or this file" },
      { line: 5, column: 'parent_email', message: 'No parent with the email nobody@alder.test in this club or this file' },
    ]);
    expect(await users()).toBe(before);
  });

  it('refuses a file that is not text, too large, or not a CSV with a clear message', async () => {
    const admin = w.client('club_admin');
    const notText = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: '\u0089PNG\u0000\u0000binary' });
    expect(notText.json()).toMatchObject({ isValid: false, errors: [{ line: 0, message: 'This file is not a CSV text file' }] });
    const noCsv = await admin.put(`/api/v1/club/${w.clubA}/upload`, { file: 'x' });
    expect(noCsv.statusCode).toBe(400);
    expect(noCsv.json().error.message).toBe('This file is not a CSV text file');
    const big = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: 'x'.repeat(2_000_001) });
    expect(big.statusCode).toBe(400);
    expect(big.json().error.message).toBe('This file is too large (at most 2 MB and 5000 rows)');
    const huge = await admin.put(`/api/v1/club/${w.clubA}/upload`, { csv: 'x'.repeat(50 * 1024 * 1024) });
    expect(huge.statusCode).toBe(413);
  });

  it('refuses players beyond the contract: Player Limit Reached, nothing written', async () => {
    await w.t.db.query('INSERT INTO contracts (club_id, total_players) VALUES ($1, 5) ON CONFLICT (club_id) DO UPDATE SET total_players = 5', [w.clubA]);
    const before = await users();
    const csv = ['type,first_name,last_name,email,team', 'player,P1,L,,Alder U12', 'player,P2,L,,Alder U12', 'player,P3,L,,Alder U12'].join('\n');
    const res = await w.client('club_admin').put(`/api/v1/club/${w.clubA}/upload`, { csv });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Player Limit Reached');
    expect(await users()).toBe(before);
    await w.t.db.query('DELETE FROM contracts WHERE club_id = $1', [w.clubA]);
  });

  it('is permission-gated: no permissions to view this page; other clubs refused', async () => {
    const csv = 'type,first_name,last_name,email,team\nplayer,Q,L,,Alder U12';
    for (const caller of ['coach', 'parent', 'player'] as const) {
      const res = await w.client(caller).put(`/api/v1/club/${w.clubA}/upload`, { csv });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('no permissions to view this page');
      expect((await w.client(caller).delete(`/api/v1/club/${w.clubA}/upload`, { players: true })).json().error.message).toBe('no permissions to view this page');
    }
    const outsider = await w.client('outsider').delete(`/api/v1/club/${w.clubA}/upload`, { players: true });
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
  });

  it('clears the chosen data of this club only, and says so when it fails', async () => {
    const admin = w.client('club_admin');
    expect((await admin.delete(`/api/v1/club/${w.clubA}/upload`, {})).json().error.message).toBe('Please choose the data to remove');
    const birchBefore = (await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM memberships WHERE club_id = $1', [w.clubB])).n;
    // A database failure mid-way: the spec's message, and the transaction leaves everything.
    await w.t.db.query(`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disk on fire'; END $$`);
    await w.t.db.query('CREATE TRIGGER refuse_delete BEFORE UPDATE ON teams FOR EACH ROW EXECUTE FUNCTION refuse_delete()');
    const failed = await admin.delete(`/api/v1/club/${w.clubA}/upload`, { players: true, teams: true });
    expect(failed.statusCode).toBe(500);
    expect(failed.json().error.message).toBe('There has been a problem removing data');
    expect((await w.t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM memberships WHERE club_id = $1 AND role = 'player'", [w.clubA])).n).toBeGreaterThan(0);
    await w.t.db.query('DROP TRIGGER refuse_delete ON teams');
    const res = await admin.delete(`/api/v1/club/${w.clubA}/upload`, { players: true, teams: true }, { 'idempotency-key': randomUUID() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().removed.players).toBeGreaterThanOrEqual(4);
    expect(res.json().removed.teams).toBe(2);
    expect((await w.t.db.one<{ n: number }>("SELECT count(*)::int AS n FROM memberships WHERE club_id = $1 AND role = 'player'", [w.clubA])).n).toBe(0);
    expect((await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM memberships WHERE club_id = $1', [w.clubB])).n).toBe(birchBefore);
    expect((await w.t.db.one<{ active: boolean }>('SELECT active FROM teams WHERE id = $1', [w.teamB])).active).toBe(true);
  });
});
