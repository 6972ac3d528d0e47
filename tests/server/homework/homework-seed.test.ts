// The demo's coach challenges (issue 22 item 6): the U14 squad's entries in every state, the demo
// player with one of each, and the answers real pictures in the file store that the coach opens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoHomeworkFiles } from '../../../server/areas/homework/demo-files';
import { issueToken } from '../../../server/areas/auth/tokens';
import { seedDemo } from '../../../server/db/seed';
import { DEMO_PLAYER } from '../../../server/db/seed/clubs';
import { HOMEWORK_STATES } from '../../../src/domain/homework/states';
import { imageMeta } from '../../support/image-bytes';
import { createTestApp, type TestApp } from '../../support/test-app';
import { DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo coach challenges on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
    await seedDemo(t.db);
  });
  afterAll(() => t?.close());

  it('puts the U14 in every state, the demo player in each, with pictures that open', async () => {
    const states = await t.db.query<{ state: string }>(
      `SELECT DISTINCT e.state FROM homework_entries e JOIN homework h ON h.id = e.homework_id JOIN teams t ON t.id = h.team_id WHERE t.name = 'U14'`,
    );
    expect(states.map((s) => s.state).sort()).toEqual([...HOMEWORK_STATES].sort());
    const { id: playerId } = await t.db.one<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_PLAYER.email]);
    const mine = await t.db.query<{ state: string }>('SELECT state FROM homework_entries WHERE player_id = $1', [playerId]);
    expect(mine.map((s) => s.state).sort()).toEqual([...HOMEWORK_STATES].sort());

    const written = await writeDemoHomeworkFiles(t.db, t.app.storage);
    expect(written).toBeGreaterThan(3);
    expect(await writeDemoHomeworkFiles(t.db, t.app.storage)).toBe(0);

    const player = t.client();
    player.token = await issueToken(t.db, playerId, 'vitest');
    const todo = await player.get(`/api/v1/user/${playerId}/homework/outstanding`);
    expect(todo.statusCode).toBe(200);
    expect(todo.json().homework.map((h: { title: string }) => h.title).sort()).toEqual(['Cone dribbling slalom', 'Keepy-ups: 50 in a row']);
    const uploaded = (todo.json().homework as { id: string; title: string }[]).find((h) => h.title === 'Cone dribbling slalom')!;
    const file = await player.get(`/api/v1/homework/${uploaded.id}/file/${playerId}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(await imageMeta(file.rawPayload)).toMatchObject({ format: 'jpeg', width: 480, height: 360, exif: false });
  });
});
