// The practice leaderboard and core-skill grades on the device (issue 21 items 3-4): the last
// leaderboard answer shows with no signal, the top 3 and the own place as the server ranked them,
// with practice not sent yet beside the player's own row only; a coach grades offline from the
// squad list (one outbox entry, shown at once); a player sees their grades as bars with history.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { CoreSkillGradeRow } from '../../../src/db/schema';
import type { LeaderboardAnswer } from '../../../src/domain/practice/leaderboard';
import { localDay, weekOf } from '../../../src/domain/practice/practice-days';
import { logPractice } from '../../../src/features/practice/data/practice-diary';
import { leaderboardKey } from '../../../src/features/practice/data/leaderboard';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, TEAM, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;

const answer = (): LeaderboardAnswer => ({
  clubId: CLUB,
  playerId: PLAYER,
  period: 'week',
  from: weekOf(localDay(tz)),
  to: localDay(tz),
  players: 8,
  top: [
    { rank: 1, name: 'Ava Stone', minutes: 120, gap: 90, isMe: false },
    { rank: 2, name: 'B. K.', minutes: 90, gap: 60, isMe: false },
    { rank: 2, name: 'Cal Reed', minutes: 90, gap: 60, isMe: false },
  ],
  me: { rank: 5, minutes: 30, name: 'Sam Lee' },
  above: [
    { rank: 1, minutes: 120, gap: 90 },
    { rank: 2, minutes: 90, gap: 60 },
    { rank: 4, minutes: 45, gap: 15 },
  ],
  asOf: new Date().toISOString(),
});

const grade = (over: Partial<CoreSkillGradeRow>): CoreSkillGradeRow => ({
  id: '00000000-0000-7000-8000-000000000001',
  playerId: PLAYER,
  clubId: CLUB,
  coreSkill: 'Passing',
  grade: 'developing',
  level: 2,
  note: null,
  gradedBy: null,
  gradedByName: 'Coach Carter',
  gradedAt: '2026-09-01T10:00:00.000Z',
  ...over,
});

describe('leaderboard and core skills', { timeout: 20_000 }, () => {
  it('shows the last answer with no signal: top 3, own place, gaps, and unsent minutes beside the own row only', async () => {
    const db = await world('player');
    const at = new Date(2026, 10, 28, 9, 5).getTime();
    await db.meta.put({ key: leaderboardKey(PLAYER, 'week'), value: { answer: answer(), at } });
    await logPractice(PLAYER, PLAYER, { day: localDay(tz), timeZone: tz, skills: [{ coreSkill: 'Passing', minutes: 25 }] });
    await renderApp('/secure/practice');

    const top = await screen.findByRole('list', { name: 'Top 3' });
    const rows = within(top).getAllByRole('listitem');
    expect(rows.map((r) => r.querySelector('.list__title')?.textContent)).toEqual(['1. Ava Stone · 120 min', '2. B. K. · 90 min', '2. Cal Reed · 90 min']);
    // The unsent minutes never enter the ranked rows: they sit beside the player's own place.
    for (const r of rows) expect(r).not.toHaveTextContent('not sent yet');
    const mine = screen.getByLabelText('Your place');
    expect(mine).toHaveTextContent('Your place: 5 of 8');
    expect(mine).toHaveTextContent('30 min');
    expect(await within(mine).findByText('+25 min not sent yet')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Minutes to the places above' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '90 min to place 1',
      '60 min to place 2',
      '15 min to place 4',
    ]);
    expect(await screen.findByText(/^As of 09:05/)).toBeInTheDocument();
    // Another period with nothing kept says so; the spec's message when it could not be loaded.
    fireEvent.click(screen.getByRole('tab', { name: 'This season' }));
    expect(await screen.findByText('There has been an error retrieving leaderboard')).toBeInTheDocument();
  });

  it('lets a coach open a player from the squad and grade offline: one outbox entry, shown at once', async () => {
    const db = await world('coach');
    await db.teamPlayers.put({ teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' });
    await renderApp('/secure/core-skills');
    fireEvent.click(await screen.findByRole('link', { name: /Sam Lee/ }));
    expect(await screen.findByRole('heading', { name: 'Core skills: Sam Lee' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Grade a core skill' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save grade' }));
    expect(await within(form).findByText('Please choose a core skill')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    fireEvent.change(within(form).getByLabelText('Core skill'), { target: { value: 'Dribbling' } });
    fireEvent.change(within(form).getByLabelText('Grade'), { target: { value: 'mastering' } });
    fireEvent.change(within(form).getByLabelText('Level'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Note'), { target: { value: 'Both feet now' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save grade' }));
    const history = await screen.findByRole('list', { name: 'Grade history' });
    expect(await within(history).findByText('Dribbling: Mastering · level 4')).toBeInTheDocument();
    expect(within(history).getByText('Both feet now')).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'PUT', path: `/api/v1/user/${PLAYER}/coreskill` });
    expect(queued[0]!.body).toMatchObject({ clubId: CLUB, coreSkill: 'Dribbling', grade: 'mastering', level: 4, note: 'Both feet now' });
    expect(await db.coreSkillGrades.count()).toBe(1);
  });

  it('shows a player their own grades as bars, the latest per skill, with the whole history', async () => {
    const db = await world('player');
    await db.coreSkillGrades.bulkPut([
      grade({}),
      grade({ id: '00000000-0000-7000-8000-000000000002', grade: 'mastering', level: 5, gradedAt: '2026-10-01T10:00:00.000Z', note: 'Great range' }),
      grade({ id: '00000000-0000-7000-8000-000000000003', coreSkill: 'Shooting', grade: 'attempting', level: 1 }),
    ]);
    await renderApp(`/secure/core-skills/${PLAYER}`);
    expect(await screen.findByRole('heading', { name: 'My core skills' })).toBeInTheDocument();
    const bars = within(screen.getByRole('list', { name: 'Core skill bars' })).getAllByRole('meter');
    expect(bars.map((b) => [b.getAttribute('aria-label'), b.getAttribute('aria-valuenow')])).toEqual([
      ['Passing', '75'],
      ['Shooting', '5'],
    ]);
    expect(within(screen.getByRole('list', { name: 'Grade history' })).getAllByRole('listitem')).toHaveLength(3);
    // A player cannot grade.
    expect(screen.queryByRole('form', { name: 'Grade a core skill' })).not.toBeInTheDocument();
    // The bar and the newest history row both read the current grade.
    expect(screen.getAllByText('Passing: Mastering · level 5')).toHaveLength(2);
  });
});
