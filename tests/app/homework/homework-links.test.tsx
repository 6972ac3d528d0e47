// Where coach challenges show up besides their own screens (issue 22 item 4): the in-app
// notification of a challenge set (its text, and a tap opens the challenge), the home dashboard's
// card (the player's to do; the coach's to mark) and the More menu's link.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HomeworkRow, NotificationRow } from '../../../src/db/schema';
import { NotificationBell } from '../../../src/features/notifications/components/notification-bell';
import { fillShellSlot } from '../../../src/ui/shell-slots';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, TEAM, world } from '../training/training-world';

const ID = '01938f3e-0000-7000-8000-0000000000c1';
const row = (state: 'not_uploaded' | 'awaiting_grading'): HomeworkRow => ({
  id: ID,
  clubId: CLUB,
  teamId: TEAM,
  teamName: 'U14',
  title: 'Keepy-ups',
  coreSkill: 'Ball mastery',
  instructions: '50 in a row',
  dueDay: '2030-05-04',
  marking: 'video',
  demoMime: null,
  createdBy: null,
  createdAt: new Date().toISOString(),
  entries: [{ playerId: PLAYER, playerName: 'Sam Lee', state, answerMime: null, answeredAt: null, minutes: null, thoughts: null, rating: null, feedback: null, grade: null, markedBy: null, markedAt: null, completedAt: null }],
  playerIds: [PLAYER],
});

beforeAll(() => fillShellSlot('notifications', NotificationBell));
afterEach(() => vi.unstubAllGlobals());

describe('coach challenges elsewhere in the app', { timeout: 20_000 }, () => {
  it('writes a challenge notification and opens the challenge', async () => {
    const db = await world('player');
    const n: NotificationRow = {
      id: '00000000-0000-4000-8000-0000000000a1',
      userId: PLAYER,
      clubId: CLUB,
      teamId: TEAM,
      kind: 'homework_set',
      params: { sessionId: ID, sessionKind: 'homework', teamName: 'U14', startsAt: '2030-05-04T00:00:00.000Z', title: 'Keepy-ups' },
      readAt: null,
      createdAt: new Date().toISOString(),
    };
    await db.notifications.put(n);
    await db.homework.put(row('not_uploaded'));
    const { router } = await renderApp('/secure/notifications');
    fireEvent.click(await screen.findByRole('button', { name: /^Unread:\s*New coach challenge for U14: Keepy-ups/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/secure/homework/${ID}`));
    expect(await screen.findByRole('heading', { name: 'Keepy-ups' })).toBeInTheDocument();
  });

  it("shows the player's challenge to do on the home dashboard", async () => {
    const db = await world('player');
    await db.homework.put(row('not_uploaded'));
    await renderApp('/secure');
    const card = await screen.findByRole('region', { name: 'Coach challenges' });
    expect(await within(card).findByRole('link', { name: /Keepy-ups/ })).toBeInTheDocument();
  });

  it('shows the coach the challenges to mark on the home dashboard', async () => {
    const db = await world('coach');
    await db.homework.put(row('awaiting_grading'));
    await renderApp('/secure');
    const card = await screen.findByRole('region', { name: 'Challenges to mark' });
    expect(await within(card).findByRole('link', { name: /Keepy-ups/ })).toBeInTheDocument();
  });

  it('links the list from More', async () => {
    await world('parent');
    await renderApp('/secure/more');
    expect(await screen.findByRole('link', { name: /Coach challenges/ })).toHaveAttribute('href', '/secure/homework');
  });
});
