// Coach challenges (issue 22 item 1) on both databases: a coach sets one for the team or chosen
// players (notified in the app), each player's entry goes not uploaded -> uploaded -> awaiting
// grading -> marked -> completed; the answer file is a video or a picture (EXIF removed); minutes
// of -5 or 0 get the spec's message; marking one never uploaded is refused; who may do what (the
// team's coaches set and mark, the player and their parent answer, nobody outside the club);
// replays change nothing twice; the coach's outstanding lists and the player's lists.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeworkMessages as m } from '../../../src/domain/homework/messages';
import { addOtherTeamCoach, createClubWorld, type ClubWorld } from '../../support/club-world';
import { imageMeta, jpeg, jpegWithGps } from '../../support/image-bytes';
import { pngHeaderThenGarbage } from '../../support/png';
import type { TestClient } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';
import { mp4 } from '../../support/video-bytes';

const URL = '/api/v1/homework';
const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const uuid = (n: number) => `01938f3e-0000-7000-8000-${String(n).padStart(12, '0')}`;
const key = (n: number) => ({ 'idempotency-key': `7d4c3a1e-2b1f-4c55-9a0e-${String(n).padStart(12, '0')}` });

interface Entry {
  playerId: string;
  state: string;
  minutes: number | null;
  grade: string | null;
  rating: number | null;
  answerMime: string | null;
}

describe.each(DB_KINDS)('coach challenges on %s', (kind) => {
  let w: ClubWorld;
  let otherCoach: TestClient;
  let target: TestClient;
  const body = (over: Record<string, unknown> = {}) => ({
    id: uuid(1),
    clubId: w.clubA,
    teamId: w.teamA,
    title: 'Keepy-ups',
    coreSkill: 'Ball mastery',
    instructions: '50 keepy-ups, left foot then right',
    dueDay: day(7),
    marking: 'video',
    ...over,
  });
  const set = async (over: Record<string, unknown>) => {
    const res = await w.client('coach').post(URL, body(over));
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; entries: Entry[] };
  };
  const upload = (c: TestClient, id: string, playerId: string, bytes: Buffer, type: string, headers: Record<string, string> = {}) =>
    c.put(`${URL}/${id}/upload/file?playerId=${playerId}`, bytes, { 'content-type': type, ...headers });
  const entryOf = (h: { entries: Entry[] }, playerId: string) => h.entries.find((e) => e.playerId === playerId)!;

  beforeAll(async () => {
    w = await createClubWorld(kind);
    otherCoach = await w.asUser((await addOtherTeamCoach(w)).coachId);
    target = await w.asUser(w.ids.target);
  });
  afterAll(() => w?.t.close());

  it('lets a coach of the team set a challenge for the whole team, once, and tells the players and parents', async () => {
    const first = await w.client('coach').post(URL, body(), key(1));
    expect(first.statusCode, first.body).toBe(201);
    const h = first.json() as { id: string; teamName: string; entries: Entry[] };
    expect(h).toMatchObject({ id: uuid(1), clubId: w.clubA, teamId: w.teamA, teamName: 'Alder U12', title: 'Keepy-ups', coreSkill: 'Ball mastery', marking: 'video', dueDay: day(7), createdBy: w.ids.coach });
    expect(h.entries.map((e) => e.playerId).sort()).toEqual([w.ids.player, w.ids.target, w.ids.child].sort());
    expect(h.entries.every((e) => e.state === 'not_uploaded')).toBe(true);
    // A replay with its key, and one without (the device's id), store nothing twice.
    expect((await w.client('coach').post(URL, body(), key(1))).statusCode).toBe(201);
    expect((await w.client('coach').post(URL, body())).json().id).toBe(uuid(1));
    expect(await w.t.db.query('SELECT 1 FROM homework_entries WHERE homework_id = $1', [uuid(1)])).toHaveLength(3);
    const told = await w.t.db.query<{ user_id: string }>(`SELECT user_id FROM notifications WHERE kind = 'homework_set' AND params->>'sessionId' = $1`, [uuid(1)]);
    expect(told.map((r) => r.user_id).sort()).toEqual([w.ids.player, w.ids.target, w.ids.child, w.ids.parent].sort());
    // Another coach's id is never overwritten.
    const taken = await w.client('assistant_coach').post(URL, body({ title: 'Mine now' }));
    expect(taken.statusCode).toBe(409);
  });

  it('refuses bad input with a clear message, never a 500', async () => {
    const coach = w.client('coach');
    const cases: [Record<string, unknown>, string][] = [
      [{ id: uuid(90), title: '' }, m.incomplete],
      [{ id: uuid(90), instructions: undefined }, m.incomplete],
      [{ id: uuid(90), coreSkill: 'Juggling' }, m.coreSkill],
      [{ id: uuid(90), dueDay: day(-3) }, m.dueDay],
      [{ id: uuid(90), marking: 'email' }, m.incomplete],
      [{ id: uuid(90), playerIds: [w.ids.coach] }, m.players],
    ];
    for (const [over, message] of cases) {
      const res = await coach.post(URL, body(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await coach.get(`${URL}/not-an-id`)).statusCode).toBe(400);
    expect((await coach.get(`${URL}/${uuid(404)}`)).statusCode).toBe(404);
    expect((await coach.get(`${URL}/outstanding?clubId=nope`)).statusCode).toBe(400);
  });

  it('lets only the coaches of the team set, never players, parents, another team or another club', async () => {
    for (const [c, status, message] of [
      [w.client('player'), 403, 'You do not have the correct permissions to access this screen'],
      [w.client('parent'), 403, 'You do not have the correct permissions to access this screen'],
      [otherCoach, 403, m.coachOnly],
      [w.client('outsider'), 403, 'You do not have access to this screen'],
      [w.client('anonymous'), 401, undefined],
    ] as const) {
      const res = await c.post(URL, body({ id: uuid(91) }));
      expect(res.statusCode).toBe(status);
      if (message) expect(res.json().error.message).toBe(message);
    }
    expect((await w.client('assistant_coach').post(URL, body({ id: uuid(92), playerIds: [w.ids.target] }))).statusCode).toBe(201);
    expect((await w.client('club_admin').post(URL, body({ id: uuid(93), playerIds: [w.ids.target] }))).statusCode).toBe(201);
    expect(await w.t.db.query('SELECT 1 FROM homework WHERE id = $1', [uuid(91)])).toHaveLength(0);
  });

  it('takes a video answer through the states, refusing bad files, bad minutes and early marking', async () => {
    const id = uuid(1);
    const coach = w.client('coach');
    const mark = { playerId: w.ids.target, rating: 4, grade: 'B', feedback: 'Great touch, keep the ball lower' };
    const early = await coach.put(`${URL}/${id}/mark`, mark);
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toBe(m.notAnswered);
    // The minutes need the file first when the challenge is marked by upload.
    const noFile = await target.put(`${URL}/${id}/upload`, { playerId: w.ids.target, minutes: 20 });
    expect(noFile.statusCode).toBe(409);
    expect(noFile.json().error.message).toBe(m.fileMissing);

    for (const [bytes, type, message] of [
      [Buffer.from('this is not a video at all, only text'), 'video/mp4', m.badFile],
      [pngHeaderThenGarbage(300, 300), 'image/png', 'The image must be a png or jpg file'],
      [await jpeg(1, 1), 'image/jpeg', 'The image must be at least 200x200 pixels'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml', m.badFile],
    ] as const) {
      const res = await upload(target, id, w.ids.target, bytes, type);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await w.t.db.one<{ state: string }>('SELECT state FROM homework_entries WHERE homework_id = $1 AND player_id = $2', [id, w.ids.target])).state).toBe('not_uploaded');

    const video = mp4();
    const sent = await upload(target, id, w.ids.target, video, 'video/mp4', key(10));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(entryOf(sent.json(), w.ids.target)).toMatchObject({ state: 'uploaded', answerMime: 'video/mp4' });
    expect(sent.json().entries).toHaveLength(1);
    expect((await upload(target, id, w.ids.target, video, 'video/mp4', key(10))).statusCode).toBe(200);

    for (const minutes of [-5, 0, 'abc', undefined]) {
      const res = await target.put(`${URL}/${id}/upload`, { playerId: w.ids.target, minutes, thoughts: 'Hard' });
      expect(res.statusCode, String(minutes)).toBe(400);
      expect(res.json().error.message).toBe(m.minutes);
    }
    const answered = await target.put(`${URL}/${id}/upload`, { playerId: w.ids.target, minutes: '25', thoughts: 'My left foot is getting better' }, key(11));
    expect(answered.statusCode, answered.body).toBe(200);
    expect(entryOf(answered.json(), w.ids.target)).toMatchObject({ state: 'awaiting_grading', minutes: 25 });

    const outstanding = (await coach.get(`${URL}/outstanding?clubId=${w.clubA}`)).json().homework as { id: string; entries: Entry[] }[];
    expect(outstanding.map((h) => h.id)).toEqual([id]);
    expect(outstanding[0]!.entries.map((e) => e.playerId)).toEqual([w.ids.target]);
    expect((await coach.get(`${URL}/outstanding/training?clubId=${w.clubA}`)).json().homework).toEqual([]);

    const served = await coach.get(`${URL}/${id}/file/${w.ids.target}`, { range: 'bytes=0-9' });
    expect(served.statusCode).toBe(206);
    expect(served.rawPayload).toEqual(video.subarray(0, 10));
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await w.client('player').get(`${URL}/${id}/file/${w.ids.target}`)).statusCode).toBe(403);

    expect((await target.put(`${URL}/${id}/mark`, mark)).statusCode).toBe(403);
    const marked = await coach.put(`${URL}/${id}/mark`, mark, key(12));
    expect(marked.statusCode, marked.body).toBe(200);
    expect(entryOf(marked.json(), w.ids.target)).toMatchObject({ state: 'marked', rating: 4, grade: 'B' });
    expect((await coach.put(`${URL}/${id}/mark`, mark, key(12))).statusCode).toBe(200);
    const again = await coach.put(`${URL}/${id}/mark`, { ...mark, grade: 'A' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(m.alreadyMarked);
    expect(await w.t.db.query(`SELECT 1 FROM notifications WHERE kind = 'homework_marked' AND user_id = $1`, [w.ids.target])).toHaveLength(1);
    expect((await upload(target, id, w.ids.target, video, 'video/mp4')).statusCode).toBe(409);

    const seen = await target.put(`${URL}/${id}/complete`, { playerId: w.ids.target });
    expect(entryOf(seen.json(), w.ids.target)).toMatchObject({ state: 'completed', grade: 'B' });
    expect((await target.put(`${URL}/${id}/complete`, { playerId: w.ids.target })).statusCode).toBe(200);

    const done = (await target.get(`/api/v1/user/${w.ids.target}/homework?status=done&clubId=${w.clubA}`)).json().homework as { id: string }[];
    expect(done.map((h) => h.id)).toContain(id);
    const todo = (await target.get(`/api/v1/user/${w.ids.target}/homework/outstanding`)).json().homework as { id: string }[];
    expect(todo.map((h) => h.id)).not.toContain(id);
  });

  it('lets a parent answer for their child with a picture, stored without its EXIF or GPS', async () => {
    const h = await set({ id: uuid(2), marking: 'picture', playerIds: [w.ids.child, w.ids.player] });
    expect(h.entries).toHaveLength(2);
    const parent = w.client('parent');
    // Another player's entry is not theirs to answer, nor to see.
    expect((await upload(parent, uuid(2), w.ids.player, await jpeg(300, 300), 'image/jpeg')).statusCode).toBe(403);
    const photo = await jpegWithGps(400, 300, 6);
    const sent = await upload(parent, uuid(2), w.ids.child, photo, 'image/jpeg');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(entryOf(sent.json(), w.ids.child)).toMatchObject({ state: 'uploaded', answerMime: 'image/jpeg' });
    const seen = await parent.get(`${URL}/${uuid(2)}`);
    expect(seen.json().entries.map((e: Entry) => e.playerId)).toEqual([w.ids.child]);
    const file = await w.client('coach').get(`${URL}/${uuid(2)}/file/${w.ids.child}`);
    expect(await imageMeta(file.rawPayload)).toEqual({ format: 'jpeg', width: 300, height: 400, exif: false, orientation: undefined });
    // The other player sees their own entry only, and not the child's file.
    expect((await w.client('player').get(`${URL}/${uuid(2)}`)).json().entries.map((e: Entry) => e.playerId)).toEqual([w.ids.player]);
    expect((await w.client('player').get(`${URL}/${uuid(2)}/file/${w.ids.child}`)).statusCode).toBe(403);
    // A player not named in the challenge sees nothing of it.
    expect((await target.get(`${URL}/${uuid(2)}`)).statusCode).toBe(403);
  });

  it('takes a challenge marked at the next training session from the minutes alone', async () => {
    await set({ id: uuid(3), marking: 'training', playerIds: [w.ids.target] });
    const res = await target.put(`${URL}/${uuid(3)}/upload`, { playerId: w.ids.target, minutes: 15 });
    expect(entryOf(res.json(), w.ids.target)).toMatchObject({ state: 'awaiting_grading', minutes: 15, answerMime: null });
    const training = (await w.client('coach').get(`${URL}/outstanding/training?clubId=${w.clubA}`)).json().homework as { id: string }[];
    expect(training.map((h) => h.id)).toEqual([uuid(3)]);
    const staffList = (await w.client('club_admin').get(`${URL}?clubId=${w.clubA}`)).json().homework as { id: string }[];
    expect(staffList.map((h) => h.id)).toEqual(expect.arrayContaining([uuid(1), uuid(2), uuid(3)]));
  });

  it('keeps every club and team apart', async () => {
    const outsider = w.client('outsider');
    expect((await outsider.get(`${URL}/${uuid(1)}`)).statusCode).toBe(403);
    expect((await outsider.get(`${URL}/outstanding?clubId=${w.clubA}`)).statusCode).toBe(403);
    expect((await outsider.get(`${URL}?clubId=${w.clubA}`)).statusCode).toBe(403);
    expect((await outsider.get(`/api/v1/user/${w.ids.target}/homework`)).statusCode).toBe(403);
    expect((await outsider.put(`${URL}/${uuid(1)}/mark`, { playerId: w.ids.target, rating: 1, grade: 'E' })).statusCode).toBe(403);
    expect((await otherCoach.get(`/api/v1/user/${w.ids.target}/homework`)).statusCode).toBe(403);
    expect((await otherCoach.get(`${URL}/outstanding?clubId=${w.clubA}`)).json().homework).toEqual([]);
    expect((await otherCoach.get(`${URL}/${uuid(1)}`)).statusCode).toBe(403);
    expect((await w.client('user').get(`${URL}/${uuid(1)}`)).statusCode).toBe(403);
    expect((await w.client('coach').get(`/api/v1/user/${w.ids.target}/homework?status=nope`)).statusCode).toBe(400);
    const coachView = (await w.client('coach').get(`/api/v1/user/${w.ids.target}/homework?limit=2&offset=0`)).json().homework as unknown[];
    expect(coachView).toHaveLength(2);
  });

  it('lets the coach delete a challenge with its files, once', async () => {
    const id = uuid(2);
    expect((await w.client('parent').delete(`${URL}/${id}`)).statusCode).toBe(403);
    expect((await w.client('coach').delete(`${URL}/${id}`)).json()).toEqual({ id, deleted: true });
    expect((await w.client('coach').delete(`${URL}/${id}`)).json()).toEqual({ id, deleted: false });
    expect(await w.t.db.query('SELECT 1 FROM homework_entries WHERE homework_id = $1', [id])).toHaveLength(0);
    expect(await w.t.app.storage.head(`homework_answers/${id}_${w.ids.child}`)).toBeNull();
  });
});
