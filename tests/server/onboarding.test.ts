// The registration wizard end to end on the server: step 1 invite code (GET open/invite?code=),
// steps 2-4 (join through the open invite page), then POST onboarding/{userId}/{userType} for
// notifications, photo, five words, a child and another child, done; progress is kept on the
// server between steps. Also the profile picture and preferences routes, and cross-club refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { SessionAnswer } from '../../src/domain/auth/types';
import { createClubWorld, type ClubWorld } from '../support/club-world';
import { DB_KINDS } from '../support/test-db';
import type { TestClient } from '../support/test-app';
import { b64png, pngHeaderThenGarbage } from '../support/png';
import { hasGpsTag, imageMeta, jpegWithGps } from '../support/image-bytes';

const WORDS = ['brave', 'calm', 'kind', 'loyal', 'funny'];

describe.each(DB_KINDS)('registration wizard and onboarding on %s', (kind) => {
  let w: ClubWorld;
  let pat: TestClient;
  let patId: string;
  beforeAll(async () => {
    w = await createClubWorld(kind);
  });
  afterAll(() => w?.t.close());

  it('step 1: checks the invite code with the spec words', async () => {
    const anon = w.t.client();
    for (const code of ['', 'NOPE', 'ZZZZZZZZ']) {
      const res = await anon.get(`/api/v1/open/invite?code=${code}`);
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.json().error.message).toBe('Please enter a valid invite code');
    }
    const ok = await anon.get(`/api/v1/open/invite?code=${w.invite.code.toLowerCase()}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().invite).toMatchObject({ guid: w.invite.guid, role: 'parent', clubId: w.clubA, clubName: 'Alder Park FC', teamId: w.teamA });
  });

  it('steps 2-9: a parent joins, sets notifications, photo, five words, adds two children, and is done', async () => {
    const anon = w.t.client();
    const joined = await anon.post(`/api/v1/open/${w.invite.guid}/club/invites/password`, {
      email: 'invited.parent@example.test', countryCode: '44', mobile: '07700 900456', firstName: 'Pat', lastName: 'Newparent',
      password: 'Str0ng!pass', confirmPassword: 'Str0ng!pass', termsAccepted: true,
    });
    expect(joined.statusCode, joined.body).toBe(201);
    const session = joined.json() as SessionAnswer;
    patId = session.member.id;
    pat = anon;
    pat.token = session.member.accessToken;
    const url = `/api/v1/onboarding/${patId}/parent`;

    const notif = await pat.post(url, { step: 'notifications', preferences: { preTraining: true, preFixture: true, marketing: false } }, { 'idempotency-key': randomUUID() });
    expect(notif.statusCode, notif.body).toBe(200);
    expect(notif.json().onboarding.completedSteps).toEqual(['notifications']);

    // The photo is the profile picture: 400x400 at least (spec §5), decoded, not sniffed.
    const small = await pat.post(url, { step: 'photo', image: b64png(399, 500) });
    expect(small.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be at least 400x400 pixels' });
    const fake = await pat.post(url, { step: 'photo', image: Buffer.from('<svg/>').toString('base64') });
    expect(fake.json().error.message).toBe('The image must be a png or jpg file');
    const garbage = await pat.post(url, { step: 'photo', image: pngHeaderThenGarbage(400, 400).toString('base64') });
    expect(garbage.json().error).toMatchObject({ code: 'bad_image', message: 'The image must be a png or jpg file' });
    const photo = await pat.post(url, { step: 'photo', image: b64png(400, 400) });
    expect(photo.statusCode, photo.body).toBe(200);

    for (const words of [WORDS.slice(0, 4), [...WORDS.slice(0, 4), 'brave'], [...WORDS.slice(0, 4), 'lazy']]) {
      const bad = await pat.post(url, { step: 'words', words });
      expect(bad.json().error.message).toBe('Please choose five describing words');
    }
    expect((await pat.post(url, { step: 'words', words: WORDS })).statusCode).toBe(200);

    const child = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'Kai', lastName: 'Newparent', dateOfBirth: '2016-03-04' } });
    expect(child.statusCode, child.body).toBe(201);
    const missing = await pat.post(url, { step: 'child', clubId: w.clubA, child: { firstName: 'Lou' } });
    expect(missing.json().error.message).toBe('Please ensure all fields are complete');
    // Issue 19: a child born in 1900, or a 5,000-character name, is refused with the limit.
    const old = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'Old', lastName: 'Newparent', dateOfBirth: '1900-01-01' } });
    expect(old.statusCode).toBe(400);
    expect(old.json().error.message).toBe('Please enter a date of birth within the last 25 years, not in the future');
    const long = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'L'.repeat(5000), lastName: 'Newparent' } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Please keep this to 100 characters');
    const another = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'Lou', lastName: 'Newparent' } });
    expect(another.json().onboarding.children.map((c: { firstName: string }) => c.firstName)).toEqual(['Kai', 'Lou']);

    // After a reload the wizard reads where it was.
    const progress = await pat.get(url);
    expect(progress.json().onboarding).toMatchObject({ done: false, completedSteps: ['notifications', 'photo', 'words', 'child'] });
    expect(progress.json().onboarding.children).toHaveLength(2);
    expect((await w.client('club_admin').get(url)).statusCode).toBe(403);
    expect((await w.client('outsider').get(url)).statusCode).toBe(403);

    const done = await pat.post(url, { step: 'done' });
    expect(done.json().onboarding).toMatchObject({ done: true, completedSteps: ['notifications', 'photo', 'words', 'child', 'done'] });

    const profile = (await pat.get('/api/v1/user/profile')).json().user;
    expect(profile).toMatchObject({ hasProfilePicture: true, profile: { words: WORDS } });
    const prefs = await w.t.db.one<{ p: Record<string, boolean> }>(`SELECT preferences->'notifications' AS p FROM users WHERE id = $1`, [patId]);
    expect(prefs.p).toEqual({ preTraining: true, preFixture: true, marketing: false });
    // The coach of the team sees the new players.
    const players = (await w.client('coach').get(`/api/v1/club/${w.clubA}/players?teamId=${w.teamA}&limit=100`)).json();
    expect(players.members.map((m: { firstName: string }) => m.firstName)).toEqual(expect.arrayContaining(['Kai', 'Lou']));
  });

  it('refuses the wrong user type, another club, another team, and anyone else', async () => {
    const url = `/api/v1/onboarding/${patId}/parent`;
    expect((await pat.post(`/api/v1/onboarding/${patId}/coach`, { step: 'done' })).json().error.message).toBe('This account does not have that role');
    expect((await pat.post(`/api/v1/onboarding/${patId}/wizard`, { step: 'done' })).statusCode).toBe(400);
    const crossClub = await pat.post(url, { step: 'child', clubId: w.clubB, child: { firstName: 'X', lastName: 'Y' } });
    expect(crossClub.statusCode).toBe(403);
    const crossTeam = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamB, child: { firstName: 'X', lastName: 'Y' } });
    expect(crossTeam.json().error.message).toBe('Please choose a team of this club');
    const playerOnboarding = await pat.post(`/api/v1/onboarding/${w.ids.player}/player`, { step: 'child' });
    expect(playerOnboarding.statusCode).toBe(403);
    // Staff holding members.manage still cannot walk someone else's registration.
    expect((await w.client('club_admin').post(url, { step: 'done' })).statusCode).toBe(403);
    expect((await w.client('outsider').post(url, { step: 'done' })).json().error.message).toBe('You do not have access to this screen');
    expect((await w.t.client().post(url, { step: 'done' })).statusCode).toBe(401);
    // The club's contract is full: no more children.
    await w.t.db.query(
      `INSERT INTO contracts (club_id, total_players) SELECT $1, count(DISTINCT user_id) FROM memberships WHERE club_id = $1 AND role = 'player' AND active`,
      [w.clubA],
    );
    const full = await pat.post(url, { step: 'child', clubId: w.clubA, teamId: w.teamA, child: { firstName: 'Max', lastName: 'Newparent' } });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toBe('Player Limit Reached');
    await w.t.db.query('DELETE FROM contracts WHERE club_id = $1', [w.clubA]);
    const kids = await w.t.db.one<{ n: number }>('SELECT count(*)::int AS n FROM guardians WHERE parent_id = $1', [patId]);
    expect(kids.n).toBe(2);
  });

  it('stores a profile picture and preferences through the user routes, for permitted callers only', async () => {
    const admin = w.client('club_admin');
    const put = await admin.put(`/api/v1/user/${w.ids.target}/picture`, { image: b64png(400, 400) });
    expect(put.statusCode, put.body).toBe(200);
    const got = await w.client('coach').get(`/api/v1/user/${w.ids.target}/picture`);
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect(await imageMeta(got.rawPayload)).toMatchObject({ format: 'png', width: 400, height: 400 });
    expect((await admin.put(`/api/v1/user/${w.ids.target}/picture`, { image: b64png(399, 399) })).json().error.message).toBe('The image must be at least 400x400 pixels');
    expect((await admin.put(`/api/v1/user/${w.ids.target}/picture`, { image: pngHeaderThenGarbage(400, 400).toString('base64') })).json().error).toMatchObject({
      code: 'bad_image',
      message: 'The image must be a png or jpg file',
    });
    expect((await w.client('outsider').get(`/api/v1/user/${w.ids.target}/picture`)).statusCode).toBe(403);
    expect((await w.client('outsider').put(`/api/v1/user/${w.ids.target}/picture`, { image: b64png(400, 400) })).statusCode).toBe(403);
    expect((await w.client('coach').put(`/api/v1/user/${w.ids.target}/picture`, { image: b64png(400, 400) })).statusCode).toBe(403);
    const prefs = await w.client('player').put(`/api/v1/user/${w.ids.player}/preferences`, { preferences: { coach: true, marketing: false } });
    expect(prefs.json()).toEqual({ userId: w.ids.player, preferences: { coach: true, marketing: false }, language: null });
    expect((await w.client('player').put(`/api/v1/user/${w.ids.player}/preferences`, { preferences: { coach: 'yes' } })).statusCode).toBe(400);
    expect((await w.client('player').put(`/api/v1/user/${w.ids.target}/preferences`, { preferences: { coach: true } })).statusCode).toBe(403);
    expect((await w.client('outsider').put(`/api/v1/user/${w.ids.player}/preferences`, { preferences: { coach: true } })).statusCode).toBe(403);
  });

  it('stores a camera photo re-encoded: no EXIF or GPS position is kept, the orientation is applied', async () => {
    const admin = w.client('club_admin');
    const photo = await jpegWithGps(400, 480, 6);
    expect(await hasGpsTag(photo)).toBe(true);
    const put = await admin.put(`/api/v1/user/${w.ids.target}/picture`, { image: photo.toString('base64') });
    expect(put.statusCode, put.body).toBe(200);
    const got = await w.client('coach').get(`/api/v1/user/${w.ids.target}/picture`);
    expect(got.headers['content-type']).toBe('image/jpeg');
    expect(await imageMeta(got.rawPayload)).toEqual({ format: 'jpeg', width: 480, height: 400, exif: false, orientation: undefined });
    expect(got.rawPayload.includes(Buffer.from('TouchlinePhone'))).toBe(false);
  });
});
