// The club feed screen (issue 23 item 2), with no signal: the posts last pulled read from the
// device, newest first, markup shown as text; a like is sent as a state (liked true, then false),
// never a toggle; a parent gets no composer by default, a coach does, and a post or comment
// written offline shows "Sending…" with one queued call; an empty post or a too-long comment is
// named and queues nothing; deleting a comment asks first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FeedPostRow } from '../../../src/db/schema';
import { COMMENT_MAX } from '../../../src/domain/feed/limits';
import { renderApp } from '../support/render-app';
import { CLUB, TEAM, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
const post = (over: Partial<FeedPostRow> = {}): FeedPostRow => ({
  id: '01938f3e-0000-7000-8000-0000000000f1',
  clubId: CLUB,
  teamId: null,
  teamName: null,
  authorId: '00000000-0000-4000-8000-0000000000aa',
  authorName: 'Ada Admin',
  type: 'post',
  text: 'Club AGM on Friday',
  pictureUrl: null,
  fixture: null,
  likeCount: 2,
  liked: false,
  commentCount: 0,
  createdAt: hoursAgo(5),
  editedAt: null,
  ...over,
});

async function open(role: 'coach' | 'player' | 'parent', rows: FeedPostRow[] = []) {
  const db = await world(role);
  await db.feedPosts.bulkPut(rows);
  await renderApp('/secure/feed');
  await screen.findByRole('heading', { name: 'Club feed' });
  return db;
}

describe('club feed screen', { timeout: 20_000 }, () => {
  it('reads the stored posts offline, newest first, markup as text; a like is sent as a state', async () => {
    const db = await open('parent', [
      post(),
      post({ id: '01938f3e-0000-7000-8000-0000000000f2', teamId: TEAM, teamName: 'U14', authorName: 'Colin Coach', text: '<script>alert(1)</script> Kit in the car park', createdAt: hoursAgo(1) }),
    ]);
    const list = await screen.findByRole('list', { name: 'Posts' });
    const cards = within(list).getAllByRole('listitem').filter((li) => li.classList.contains('feed-post'));
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['Colin Coach', 'Ada Admin']);
    expect(within(cards[0]!).getByText('<script>alert(1)</script> Kit in the car park')).toBeInTheDocument();
    expect(document.querySelector('.feed-post script')).toBeNull();
    // A parent may not post unless the club allows it.
    expect(screen.queryByRole('form', { name: 'New post' })).not.toBeInTheDocument();

    const like = within(cards[1]!).getByRole('button', { name: /Like/ });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(like);
    await waitFor(() => expect(within(cards[1]!).getByRole('button', { name: 'Liked · 3' })).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(within(cards[1]!).getByRole('button', { name: 'Liked · 3' }));
    await waitFor(() => expect(within(cards[1]!).getByRole('button', { name: 'Like · 2' })).toBeInTheDocument());
    const queued = await db.outbox.toArray();
    expect(queued).toMatchObject([
      { method: 'PUT', path: `/api/v1/content/${post().id}/like`, body: { liked: true } },
      { method: 'PUT', path: `/api/v1/content/${post().id}/like`, body: { liked: false } },
    ]);
  });

  it('filters by team', async () => {
    await open('player', [post(), post({ id: '01938f3e-0000-7000-8000-0000000000f3', teamId: TEAM, teamName: 'U14', text: 'U14 only', createdAt: hoursAgo(2) })]);
    await screen.findByText('U14 only');
    fireEvent.change(screen.getByLabelText('Show posts for'), { target: { value: TEAM } });
    expect(await screen.findByText('U14 only')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Club AGM on Friday')).not.toBeInTheDocument());
  });

  it('lets a coach post offline: shown as sending with one queued POST; an empty post is named', async () => {
    const db = await open('coach');
    expect(await screen.findByText('No posts yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New post' });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await within(form).findByText('Please write something or add a picture')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.change(within(form).getByLabelText('Write a post'), { target: { value: 'Training moved to 6pm' } });
    fireEvent.change(within(form).getByLabelText('Who sees it'), { target: { value: TEAM } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    const list = await screen.findByRole('list', { name: 'Posts' });
    expect(await within(list).findByText('Training moved to 6pm')).toBeInTheDocument();
    expect(within(list).getByText('Sending…')).toBeInTheDocument();
    expect(within(list).getByText(/U14/)).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: '/api/v1/content', applyTo: 'feedPosts' });
    expect(entry!.body).toMatchObject({ clubId: CLUB, teamId: TEAM, text: 'Training moved to 6pm', picture: null });
  });

  it("lets a coach link a played game's result to a post", async () => {
    const db = await world('coach');
    await db.fixtures.put({ id: '01938f3e-0000-7000-8000-0000000000d1', clubId: CLUB, teamId: TEAM, teamName: 'U14', opponent: 'Hill Park', homeAway: 'home', kickoffAt: hoursAgo(30), venue: null, occasion: null, status: 'ended', goalsFor: 3, goalsAgainst: 1, active: true });
    await renderApp('/secure/feed');
    const form = await screen.findByRole('form', { name: 'New post' });
    fireEvent.change(within(form).getByLabelText('Write a post'), { target: { value: 'What a game' } });
    fireEvent.change(await within(form).findByLabelText('Link a result (optional)'), { target: { value: '01938f3e-0000-7000-8000-0000000000d1' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Post' }));
    expect(await screen.findByText('Result against Hill Park: 3–1')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry!.body).toMatchObject({ text: 'What a game', fixtureId: '01938f3e-0000-7000-8000-0000000000d1' });
  });

  it('comments offline (sending, one POST), refuses a too-long comment, and deletes one only after the question', async () => {
    const db = await open('parent', [post()]);
    const card = (await screen.findByRole('heading', { name: 'Ada Admin' })).closest('li')!;
    fireEvent.click(within(card as HTMLElement).getByRole('button', { name: /Comments/ }));
    const thread = await within(card as HTMLElement).findByRole('region', { name: 'Comments' });
    expect(await within(thread).findByText('No comments yet.')).toBeInTheDocument();
    fireEvent.change(within(thread).getByLabelText('Write a comment'), { target: { value: 'x'.repeat(COMMENT_MAX + 1) } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Comment' }));
    expect(await within(thread).findByText(`A comment can be at most ${COMMENT_MAX} characters`)).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);

    fireEvent.change(within(thread).getByLabelText('Write a comment'), { target: { value: 'See you there' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Comment' }));
    expect(await within(thread).findByText('See you there', { selector: 'p' })).toBeInTheDocument();
    expect(within(thread).getByText('Sending…')).toBeInTheDocument();
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v1/content/${post().id}/comment`, applyTo: 'feedComments' });
    expect(entry!.body).toMatchObject({ text: 'See you there' });

    fireEvent.click(within(thread).getByRole('button', { name: 'Delete' }));
    expect(within(thread).getByRole('alertdialog')).toHaveTextContent('Delete this comment?');
    fireEvent.click(within(thread).getByRole('button', { name: 'Cancel' }));
    expect(await db.outbox.count()).toBe(1);
    fireEvent.click(within(thread).getByRole('button', { name: 'Delete' }));
    fireEvent.click(within(within(thread).getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(thread).queryByText('See you there', { selector: 'p' })).not.toBeInTheDocument());
    expect((await db.outbox.toArray()).map((e) => e.method)).toEqual(['POST', 'DELETE']);
  });
});
