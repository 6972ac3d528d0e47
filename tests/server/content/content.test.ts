// The club feed (issue 23 item 2) on both databases: posts by staff to the club or a team; players
// and parents post only when the club grants feed.post; a parent or player sees the club's posts
// and their own teams' only, another club nothing; likes are set/unset (ten times = one like);
// comments added, edited and removed by their authors, removed by staff; replays stored once;
// bad input (an empty post, a 100,000-character comment, a picture that is not one, HTML) is a
// clear 400 or kept as text, never a 500; a picture is stored without its EXIF.
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedMessages as m } from '../../../src/domain/feed/messages';
import { COMMENT_MAX } from '../../../src/domain/feed/limits';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

const URL = '/api/v1/content';
const uuid = (n: number) => `01938f3e-0000-7000-8000-${String(n).padStart(12, '0')}`;
const key = (n: number) => ({ 'idempotency-key': `7d4c3a1e-2b1f-4c55-9a0e-${String(n).padStart(12, '0')}` });

describe.each(DB_KINDS)('club feed on %s', (kind) => {
  let w: ClubWorld;
  let otherTeam: { teamId: string; coachId: string };
  let otherCoach: TestClient;
  const make = async (c: TestClient, over: Record<string, unknown> = {}) => {
    const res = await c.post(URL, { clubId: w.clubA, text: 'Great win today!', ...over });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; likeCount: number; liked: boolean; commentCount: number; teamId: string | null; text: string; pictureUrl: string | null };
  };
  const titles = async (c: TestClient, query = '') => ((await c.get(`${URL}?clubId=${w.clubA}${query}`)).json().posts as { text: string }[]).map((p) => p.text);

  beforeAll(async () => {
    w = await createClubWorld(kind);
    otherTeam = await addOtherTeamCoach(w);
    otherCoach = await w.asUser(otherTeam.coachId);
  });
  afterAll(() => w?.t.close());

  it('lets staff post to the club and to their team; members see newest first, each their own teams', async () => {
    await make(w.client('club_admin'), { text: 'Club AGM on Friday' });
    await make(w.client('coach'), { text: 'U12 kit is in the car park', teamId: w.teamA });
    await make(otherCoach, { text: 'U14 only', teamId: otherTeam.teamId });
    expect(await titles(w.client('parent'))).toEqual(['U12 kit is in the car park', 'Club AGM on Friday']);
    expect(await titles(w.client('player'))).toEqual(['U12 kit is in the car park', 'Club AGM on Friday']);
    expect(await titles(w.client('user'))).toEqual(['Club AGM on Friday']);
    expect(await titles(otherCoach)).toEqual(['U14 only', 'Club AGM on Friday']);
    expect(await titles(w.client('club_admin'))).toEqual(['U14 only', 'U12 kit is in the car park', 'Club AGM on Friday']);
    // Paging: one at a time, newest first.
    expect(await titles(w.client('club_admin'), '&limit=1&offset=1')).toEqual(['U12 kit is in the car park']);
    // GET club with a playerId: the club's posts and that child's teams'.
    const child = await w.client('parent').get(`${URL}/club?clubId=${w.clubA}&playerId=${w.ids.child}`);
    expect(child.statusCode).toBe(200);
    expect(child.json().posts.map((p: { text: string }) => p.text)).toEqual(['U12 kit is in the car park', 'Club AGM on Friday']);
    expect(child.json().canPost).toBe(false);
    // Another team's filter, and another club, are refused.
    expect((await w.client('parent').get(`${URL}?clubId=${w.clubA}&teamId=${otherTeam.teamId}`)).statusCode).toBe(403);
    const outsider = await w.client('outsider').get(`${URL}?clubId=${w.clubA}`);
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe('You do not have access to this screen');
    // One member's posts: only what the caller may see of them.
    expect((await w.client('parent').get(`${URL}/user/${otherTeam.coachId}`)).json().posts).toEqual([]);
    expect((await w.client('club_admin').get(`${URL}/user/${otherTeam.coachId}`)).json().posts.map((p: { text: string }) => p.text)).toEqual(['U14 only']);
    // Someone of another club, and an id that names no one: both 404, so ids cannot be probed.
    expect((await w.client('outsider').get(`${URL}/user/${w.ids.club_admin}`)).statusCode).toBe(404);
    expect((await w.client('parent').get(`${URL}/user/01938f3e-0000-7000-8000-00000000dead`)).statusCode).toBe(404);
    expect((await w.client('superAdmin').get(`${URL}/user/01938f3e-0000-7000-8000-00000000dead`)).statusCode).toBe(404);
  });

  it('lets players and parents post only when the club allows it, and never to a team that is not theirs', async () => {
    const refused = await w.client('parent').post(URL, { clubId: w.clubA, text: 'Lift share?' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(m.mayNotPost);
    expect((await w.client('player').post(URL, { clubId: w.clubA, text: 'Hi' })).statusCode).toBe(403);
    await w.t.db.query(`INSERT INTO club_role_permissions (club_id, role, permission, granted) VALUES ($1, 'parent', 'feed.post', true)`, [w.clubA]);
    const allowed = await w.client('parent').post(URL, { clubId: w.clubA, teamId: w.teamA, text: 'Lift share to the away game?' });
    expect(allowed.statusCode, allowed.body).toBe(201);
    expect((await w.client('parent').get(`${URL}?clubId=${w.clubA}`)).json().canPost).toBe(true);
    const otherTeamPost = await w.client('parent').post(URL, { clubId: w.clubA, teamId: otherTeam.teamId, text: 'Hi U14' });
    expect(otherTeamPost.statusCode).toBe(403);
    expect(otherTeamPost.json().error.message).toBe(m.team);
    // A coach withdrawn by the club may not post either.
    await w.t.db.query(`INSERT INTO user_permissions (club_id, user_id, permission, granted) VALUES ($1, $2, 'feed.post', false)`, [w.clubA, w.ids.assistant_coach]);
    expect((await w.client('assistant_coach').post(URL, { clubId: w.clubA, text: 'Hello' })).statusCode).toBe(403);
    // Another club's member may not post into club A.
    expect((await w.client('outsider').post(URL, { clubId: w.clubA, text: 'Hello' })).statusCode).toBe(403);
    await w.t.db.query('DELETE FROM club_role_permissions');
    await w.t.db.query('DELETE FROM user_permissions');
  });

  it('treats a like as set/unset: sent ten times it is one like, and unset is one unlike', async () => {
    const post = await make(w.client('coach'));
    for (let i = 0; i < 10; i++) {
      const res = await w.client('parent').put(`${URL}/${post.id}/like`, { liked: true });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ id: post.id, likeCount: 1, liked: true });
    }
    expect((await w.client('player').put(`${URL}/${post.id}/like`, { liked: true })).json().likeCount).toBe(2);
    for (let i = 0; i < 3; i++) expect((await w.client('parent').put(`${URL}/${post.id}/like`, { liked: false })).json()).toMatchObject({ likeCount: 1, liked: false });
    expect(await w.t.db.query('SELECT user_id FROM content_likes WHERE post_id = $1', [post.id])).toEqual([{ user_id: w.ids.player }]);
    const bad = await w.client('parent').put(`${URL}/${post.id}/like`, { liked: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(m.liked);
    // A post of another team: as unknown (404), for a like as for a read.
    const hidden = await make(otherCoach, { teamId: otherTeam.teamId });
    expect((await w.client('parent').put(`${URL}/${hidden.id}/like`, { liked: true })).statusCode).toBe(404);
    expect((await w.client('outsider').put(`${URL}/${post.id}/like`, { liked: true })).statusCode).toBe(404);
  });

  it('keeps comments: add, edit and delete your own; staff remove any; others may not change them', async () => {
    const post = await make(w.client('coach'));
    const id = uuid(10);
    const first = await w.client('parent').post(`${URL}/${post.id}/comment`, { id, text: 'Well played all!' }, key(10));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, postId: post.id, authorId: w.ids.parent, text: 'Well played all!', editedAt: null });
    // A replay with its key, and one without (the id): stored once.
    expect((await w.client('parent').post(`${URL}/${post.id}/comment`, { id, text: 'Well played all!' }, key(10))).statusCode).toBe(201);
    expect((await w.client('parent').post(`${URL}/${post.id}/comment`, { id, text: 'Well played all!' })).json().id).toBe(id);
    expect(await w.t.db.query('SELECT 1 FROM content_comments WHERE post_id = $1', [post.id])).toHaveLength(1);
    // Someone else's id is never overwritten.
    expect((await w.client('player').post(`${URL}/${post.id}/comment`, { id, text: 'Mine now' })).statusCode).toBe(400);

    const edited = await w.client('parent').put(`${URL}/${post.id}/comment/${id}`, { text: 'Well played, everyone!' });
    expect(edited.json()).toMatchObject({ text: 'Well played, everyone!', editedAt: expect.any(String) });
    const notYours = await w.client('player').put(`${URL}/${post.id}/comment/${id}`, { text: 'Changed' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe(m.notYourComment);
    expect((await w.client('player').delete(`${URL}/${post.id}/comment/${id}`)).statusCode).toBe(403);
    // Staff may not edit it, but may remove it.
    expect((await w.client('coach').put(`${URL}/${post.id}/comment/${id}`, { text: 'x' })).statusCode).toBe(403);

    const listed = await w.client('player').get(`${URL}/${post.id}/comments`);
    expect(listed.json().comments).toEqual([expect.objectContaining({ id, text: 'Well played, everyone!', authorName: 'Paula Alder' })]);
    expect((await w.client('player').get(`${URL}?clubId=${w.clubA}&id=${post.id}`)).json().posts[0].commentCount).toBe(1);

    expect((await w.client('coach').delete(`${URL}/${post.id}/comment/${id}`)).json()).toEqual({ id, deleted: true });
    // Removed twice: the same end state.
    expect((await w.client('coach').delete(`${URL}/${post.id}/comment/${id}`)).json()).toEqual({ id, deleted: false });

    const own = (await w.client('player').post(`${URL}/${post.id}/comment`, { text: 'Thanks coach' })).json() as { id: string };
    expect((await w.client('player').delete(`${URL}/${post.id}/comment/${own.id}`)).json()).toEqual({ id: own.id, deleted: true });
  });

  it('lets the author edit a post and the author or staff remove it; a replayed post is stored once', async () => {
    const id = uuid(20);
    const body = { id, clubId: w.clubA, teamId: w.teamA, text: 'Training moved to 6pm', fixtureId: w.fixtureId };
    const first = await w.client('coach').post(URL, body, key(20));
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id, teamId: w.teamA, teamName: 'Alder U12', authorName: 'Colin Alder', fixture: { fixtureId: w.fixtureId, opponent: 'Cedar Town' } });
    expect((await w.client('coach').post(URL, body, key(20))).headers['idempotent-replayed']).toBe('true');
    expect((await w.client('coach').post(URL, body)).statusCode).toBe(201);
    expect(await w.t.db.query('SELECT 1 FROM content_posts WHERE id = $1', [id])).toHaveLength(1);

    const notYours = await w.client('assistant_coach').put(`${URL}/${id}`, { text: 'Changed' });
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error.message).toBe(m.notYourPost);
    expect((await w.client('coach').put(`${URL}/${id}`, { text: 'Training moved to 6.30pm' })).json()).toMatchObject({ text: 'Training moved to 6.30pm', editedAt: expect.any(String) });
    expect((await w.client('parent').delete(`${URL}/${id}`)).statusCode).toBe(403);
    expect((await w.client('club_admin').delete(`${URL}/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await w.client('club_admin').delete(`${URL}/${id}`)).json()).toEqual({ id, deleted: false });
    // A fixture of another club cannot be linked.
    const otherFixture = await w.t.db.one<{ id: string }>(
      `INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Elm', 'home', now()) RETURNING id`,
      [w.clubB, w.teamB],
    );
    const linked = await w.client('coach').post(URL, { clubId: w.clubA, text: 'Result', fixtureId: otherFixture.id });
    expect(linked.statusCode).toBe(400);
    expect(linked.json().error.message).toBe(m.fixture);
  });

  it("tells the author in the app of a like (once, however often it is sent) and of a comment, never of their own", async () => {
    const post = await make(w.client('coach'), { teamId: w.teamA, text: 'Notify me' });
    const mine = async () =>
      (await w.t.db.query<{ kind: string; params: { sessionId: string; sessionKind: string; actorName: string } }>(`SELECT kind, params FROM notifications WHERE user_id = $1 AND params->>'sessionId' = $2 ORDER BY created_at`, [w.ids.coach, post.id]));
    for (let i = 0; i < 10; i++) await w.client('parent').put(`${URL}/${post.id}/like`, { liked: true });
    await w.client('coach').put(`${URL}/${post.id}/like`, { liked: true });
    await w.client('player').post(`${URL}/${post.id}/comment`, { text: 'Thanks!' });
    await w.client('coach').post(`${URL}/${post.id}/comment`, { text: 'My own reply' });
    const rows = await mine();
    expect(rows.map((r) => [r.kind, r.params.actorName])).toEqual([
      ['post_liked', 'Paula Alder'],
      ['post_commented', 'Pete Alder'],
    ]);
    expect(rows[0]!.params.sessionKind).toBe('post');
    const list = await w.client('coach').get('/api/v1/user-notification');
    expect(list.statusCode).toBe(200);
    expect(list.json().notifications.filter((n: { params: { sessionId: string } }) => n.params.sessionId === post.id).map((n: { kind: string }) => n.kind).sort()).toEqual(['post_commented', 'post_liked']);
  });

  it('answers bad input with a clear message, never a 500, and keeps HTML as text', async () => {
    const empty = await w.client('coach').post(URL, { clubId: w.clubA, text: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.message).toBe(m.emptyPost);
    expect((await w.client('coach').post(URL, { clubId: w.clubA })).json().error.message).toBe(m.emptyPost);
    expect((await w.client('coach').post(URL, { text: 'No club' })).json().error.message).toBe(m.club);
    const long = await w.client('coach').post(URL, { clubId: w.clubA, text: 'x'.repeat(5001) });
    expect(long.json().error.message).toBe(m.postTooLong);

    const post = await make(w.client('coach'));
    const huge = await w.client('parent').post(`${URL}/${post.id}/comment`, { text: 'a'.repeat(100_000) });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.message).toBe(`A comment can be at most ${COMMENT_MAX} characters`);
    expect((await w.client('parent').post(`${URL}/${post.id}/comment`, { text: '' })).json().error.message).toBe(m.emptyComment);
    expect((await w.client('parent').post(`${URL}/${post.id}/comment`, 'not json at all', { 'content-type': 'text/plain' })).statusCode).toBeLessThan(500);

    const script = '<script>alert("x")</script><b>bold</b>';
    const html = await make(w.client('coach'), { text: script });
    expect(html.text).toBe(script);

    const notAPicture = await w.client('coach').post(URL, { clubId: w.clubA, text: 'Photo', picture: Buffer.from('GIF89a not a picture').toString('base64') });
    expect(notAPicture.statusCode).toBe(400);
    expect(notAPicture.json().error.message).toBe('The image must be a png or jpg file');

    for (const bad of ['nope', '00000000-0000-0000-0000-000000000000']) {
      expect((await w.client('coach').get(`${URL}/${bad}/comments`)).statusCode).toBeLessThan(500);
      expect((await w.client('coach').put(`${URL}/${bad}/like`, { liked: true })).statusCode).toBeLessThan(500);
    }
    expect((await w.client('coach').get(`${URL}?clubId=${w.clubA}&limit=0`)).statusCode).toBe(400);
    expect((await w.client('coach').get(`${URL}?clubId=${w.clubA}&type=video`)).statusCode).toBe(400);
  });

  it('stores a picture re-encoded without its EXIF and serves it only to those who see the post', async () => {
    const jpeg = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#2a6' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'GPS secret', Artist: 'Phone' } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const post = await make(w.client('coach'), { teamId: w.teamA, text: 'Cup winners!', picture: jpeg.toString('base64') });
    expect(post.pictureUrl).toBe(`${URL}/${post.id}/picture`);
    const res = await w.client('parent').get(post.pictureUrl!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.width).toBe(240);
    expect(meta.exif).toBeUndefined();
    expect((await otherCoach.get(post.pictureUrl!)).statusCode).toBe(404);
    expect((await w.client('outsider').get(post.pictureUrl!)).statusCode).toBe(404);
    const small = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } }).png().toBuffer();
    expect((await w.client('coach').post(URL, { clubId: w.clubA, picture: small.toString('base64') })).json().error.message).toBe('The image must be at least 200x200 pixels');
  });
});
