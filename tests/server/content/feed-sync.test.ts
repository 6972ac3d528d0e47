// A comment (and a like) written on the club feed with no signal reaches the server exactly
// once (issue 23 item 2): the app's own data module writes through localWrite and the outbox; the
// engine (fake-indexeddb, the real transport) sends to the real server in-process after no
// signal, an app restart and a lost answer; the server's rows land back on the device, the
// "sending" mark gone, and the coach sees the comment once.
import 'fake-indexeddb/auto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setSharedDb } from '../../../src/db/database';
import { addComment, setLiked } from '../../../src/features/feed/data/feed';
import { applyPulled } from '../../../src/sync/pull';
import { DB_KINDS } from '../../support/test-db';
import { createTestApp, type TestApp } from '../../support/test-app';
import { device, signIn } from '../sync/harness';
import { buildWorld, clientAs, type World } from '../sync/world';

describe.each(DB_KINDS)('feed comments through the outbox on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let postId: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    w = await buildWorld(t.db);
    const made = await clientAs(t, w.coach).post('/api/v1/content', { clubId: w.clubId, teamId: w.teamId, text: 'Kit is in the car park' });
    expect(made.statusCode, made.body).toBe(201);
    postId = made.json().id;
  });
  afterAll(async () => t?.close());

  it('commented and liked with no signal, the app restarted, an answer lost: on the server once', async () => {
    const d = device(t.app);
    setSharedDb(d.db);
    await signIn(d.db, w.parent, w.clubId);
    // Pulled while online (the answer of GET content, as pullFeed writes it): the feed then reads from the device.
    await applyPulled(d.db, 'feedPosts', (await clientAs(t, w.parent).get(`/api/v1/content?clubId=${w.clubId}`)).json().posts);
    const post = (await d.db.feedPosts.get(postId))!;
    expect(post).toMatchObject({ text: 'Kit is in the car park', likeCount: 0 });

    d.net.down = true;
    const commentId = await addComment({ id: w.parent.id, name: 'Parent Test' }, post, 'Thanks, on our way');
    await setLiked(post, true);
    expect(await d.db.feedComments.get(commentId)).toMatchObject({ sending: true });
    expect((await d.engine.drain()).stoppedBy).not.toBe('empty');
    expect(await t.db.query('SELECT 1 FROM content_comments WHERE id = $1', [commentId])).toHaveLength(0);

    d.restart();
    d.net.down = false;
    d.net.faults.push('drop-response');
    await d.later();
    await d.engine.drain();
    await d.later();
    expect(await d.engine.drain()).toMatchObject({ remaining: 0 });
    // The lost answer's items were delivered again: the server saw them twice and kept them once.
    expect(d.net.delivered.flat().filter((k) => k === d.net.delivered[0]![0])).toHaveLength(2);
    expect(await d.db.outbox.count()).toBe(0);

    expect(await t.db.query('SELECT body FROM content_comments WHERE post_id = $1', [postId])).toEqual([{ body: 'Thanks, on our way' }]);
    expect(await t.db.query('SELECT user_id FROM content_likes WHERE post_id = $1', [postId])).toEqual([{ user_id: w.parent.id }]);
    // The server's answers are the device's rows: no longer "sending".
    const stored = await d.db.feedComments.get(commentId);
    expect(stored).toMatchObject({ id: commentId, text: 'Thanks, on our way', authorName: 'Parent Test' });
    expect(stored?.sending).toBeUndefined();
    expect(await d.db.feedPosts.get(postId)).toMatchObject({ likeCount: 1, liked: true });
    // The coach sees the comment once.
    const thread = await clientAs(t, w.coach).get(`/api/v1/content/${postId}/comments`);
    expect(thread.json().comments.map((c: { text: string }) => c.text)).toEqual(['Thanks, on our way']);
  });
});
