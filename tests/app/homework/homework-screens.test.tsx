// Coach challenge screens (issue 22 item 1), offline: the coach sets one (chosen players) and it
// shows at once with one queued POST; an incomplete form keeps what was typed and queues nothing;
// the player answers with a video and minutes (-5 and a missing file refused with their
// messages), queued as the file's upload then the minutes; the coach marks an answer; the coach's
// and the player's lists; the 30-day report; delete asks first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HomeworkRow } from '../../../src/db/schema';
import type { HomeworkEntry } from '../../../src/domain/homework/homework-schema';
import { addDays, localDay } from '../../../src/domain/practice/practice-days';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, PLAYER2, TEAM, world } from '../training/training-world';

afterEach(() => vi.unstubAllGlobals());

const today = () => localDay(Intl.DateTimeFormat().resolvedOptions().timeZone);
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const ID = '01938f3e-0000-7000-8000-0000000000c1';

const entry = (over: Partial<HomeworkEntry> = {}): HomeworkEntry => ({
  playerId: PLAYER,
  playerName: 'Sam Lee',
  state: 'not_uploaded',
  answerMime: null,
  answeredAt: null,
  minutes: null,
  thoughts: null,
  rating: null,
  feedback: null,
  grade: null,
  markedBy: null,
  markedAt: null,
  completedAt: null,
  ...over,
});

const challenge = (over: Partial<HomeworkRow> = {}): HomeworkRow => {
  const entries = over.entries ?? [entry()];
  return {
    id: ID,
    clubId: CLUB,
    teamId: TEAM,
    teamName: 'U14',
    title: 'Keepy-ups',
    coreSkill: 'Ball mastery',
    instructions: '50 in a row, any surface',
    dueDay: addDays(today(), 5),
    marking: 'video',
    demoMime: null,
    createdBy: 'coach',
    createdAt: new Date().toISOString(),
    ...over,
    entries,
    playerIds: entries.map((e) => e.playerId),
  };
};

async function open(role: 'coach' | 'player' | 'parent', path: string, rows: HomeworkRow[] = []) {
  const db = await world(role);
  await db.homework.bulkPut(rows);
  await db.teamPlayers.bulkPut([
    { teamId: TEAM, playerId: PLAYER, firstName: 'Sam', lastName: 'Lee' },
    { teamId: TEAM, playerId: PLAYER2, firstName: 'Ali', lastName: 'Khan' },
  ]);
  await renderApp(path);
  return db;
}

describe('coach challenge screens', { timeout: 20_000 }, () => {
  it('lets a coach set a challenge for chosen players offline: shown at once, one queued POST', async () => {
    const db = await open('coach', '/secure/homework/new');
    fireEvent.click(await screen.findByLabelText('Ali Khan'));
    fill('Title', 'Wall passes');
    fill('Core skill', 'Passing');
    fill('What to do', '100 passes with the weaker foot');
    fill('Due date', addDays(today(), 3));
    fill('How it will be marked', 'picture');
    fireEvent.click(screen.getByRole('button', { name: 'Set the challenge' }));
    expect(await screen.findByRole('heading', { name: 'Wall passes' })).toBeInTheDocument();
    expect(screen.getByText('Via picture upload')).toBeInTheDocument();
    expect(screen.getByText(/Ali Khan · Not uploaded/)).toBeInTheDocument();
    const queued = await db.outbox.toArray();
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ method: 'POST', path: '/api/v1/homework', applyTo: 'homework' });
    expect(queued[0]!.body).toMatchObject({ clubId: CLUB, teamId: TEAM, playerIds: [PLAYER2], title: 'Wall passes', coreSkill: 'Passing', marking: 'picture', dueDay: addDays(today(), 3) });
  });

  it("says 'Please complete all form fields', keeps what was typed, queues nothing", async () => {
    const db = await open('coach', '/secure/homework/new');
    fill('Title', 'Juggling');
    fireEvent.click(await screen.findByRole('button', { name: 'Set the challenge' }));
    const what = screen.getByLabelText('What to do');
    await waitFor(() => expect(what).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText('Please complete all form fields').length).toBeGreaterThan(0);
    expect(screen.getByText('Please choose a core skill')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveValue('Juggling');
    expect(await db.outbox.count()).toBe(0);
  });

  it('lets the player answer with a video and minutes; -5 and a missing file are refused first', async () => {
    const db = await open('player', `/secure/homework/${ID}`, [challenge()]);
    expect(await screen.findByRole('heading', { name: 'Keepy-ups' })).toBeInTheDocument();
    fill('Minutes practised', '-5');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText('Please enter how long you practiced this core skill for')).toBeInTheDocument();
    expect(screen.getByText('Please upload a video or a picture of your challenge')).toBeInTheDocument();
    expect(await db.outbox.count()).toBe(0);
    const video = new File([new Uint8Array([0, 0, 0, 24, 0x66, 0x74, 0x79, 0x70])], 'keepy.mp4', { type: 'video/mp4' });
    fireEvent.change(screen.getByLabelText('Your video'), { target: { files: [video] } });
    fill('Minutes practised', '20');
    fill('Your thoughts', 'Got to 38');
    fireEvent.click(screen.getByRole('button', { name: 'Send my answer' }));
    expect(await screen.findByText(/Sam Lee · Awaiting grading/)).toBeInTheDocument();
    expect(screen.getByText('20 minutes practised')).toBeInTheDocument();
    const queued = await db.outbox.orderBy('seq').toArray();
    expect(queued.map((e) => [e.method, e.path])).toEqual([
      ['PUT', `/api/v1/homework/${ID}/upload/file?playerId=${PLAYER}`],
      ['PUT', `/api/v1/homework/${ID}/upload`],
    ]);
    expect(queued[0]!.stream).toBe(queued[1]!.stream);
    expect(queued[1]!.body).toMatchObject({ playerId: PLAYER, minutes: 20, thoughts: 'Got to 38' });
    expect(await db.recordingBlobs.count()).toBe(1);
  });

  it('lets a coach mark an answer: the rating is asked for, then one PUT mark is queued', async () => {
    const db = await open('coach', `/secure/homework/${ID}`, [challenge({ entries: [entry({ state: 'awaiting_grading', answerMime: 'video/mp4', minutes: 20, thoughts: 'Hard' })] })]);
    const form = await screen.findByRole('form', { name: "Mark Sam Lee's answer" });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the mark' }));
    expect(await within(form).findByText('Please choose a rating from 1 to 5')).toBeInTheDocument();
    fireEvent.change(within(form).getByLabelText('Rating (1 to 5)'), { target: { value: '4' } });
    fireEvent.change(within(form).getByLabelText('Grade'), { target: { value: 'B' } });
    fireEvent.change(within(form).getByLabelText('Feedback'), { target: { value: 'Keep it lower' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save the mark' }));
    expect(await screen.findByText(/Sam Lee · Marked/)).toBeInTheDocument();
    expect(screen.getByText(/Grade B, rated 4 out of 5/)).toBeInTheDocument();
    const [e] = await db.outbox.toArray();
    expect(e).toMatchObject({ method: 'PUT', path: `/api/v1/homework/${ID}/mark` });
    expect(e!.body).toMatchObject({ playerId: PLAYER, rating: 4, grade: 'B', feedback: 'Keep it lower' });
  });

  it("shows the coach what waits to be marked, and the player's outstanding and done", async () => {
    const rows = [
      challenge({ entries: [entry({ state: 'awaiting_grading', minutes: 10 })] }),
      challenge({ id: '01938f3e-0000-7000-8000-0000000000c2', title: 'Cruyff turns', marking: 'training', entries: [entry({ state: 'awaiting_grading', minutes: 15 })] }),
      challenge({ id: '01938f3e-0000-7000-8000-0000000000c3', title: 'Wall passes', entries: [entry({ state: 'completed', grade: 'A', rating: 5, minutes: 30 })] }),
    ];
    await open('coach', '/secure/homework', rows);
    const toMark = await screen.findByRole('region', { name: 'Waiting to be marked' });
    expect(within(toMark).getByText('Keepy-ups')).toBeInTheDocument();
    expect(within(toMark).queryByText('Cruyff turns')).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'To mark at the next training session' })).getByText('Cruyff turns')).toBeInTheDocument();
  });

  it("shows a parent their child's outstanding and done", async () => {
    const rows = [challenge(), challenge({ id: '01938f3e-0000-7000-8000-0000000000c3', title: 'Wall passes', entries: [entry({ state: 'marked', grade: 'A', rating: 5, minutes: 30 })] })];
    await open('parent', '/secure/homework', rows);
    const todo = await screen.findByRole('region', { name: 'Outstanding' });
    expect(within(todo).getByText('Keepy-ups')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Done' })).getByText('Wall passes')).toBeInTheDocument();
  });

  it('reports the last 30 days per team and per player', async () => {
    const rows = [
      challenge({ entries: [entry({ state: 'completed', grade: 'A', rating: 5, minutes: 30 }), entry({ playerId: PLAYER2, playerName: 'Ali Khan' })] }),
      challenge({ id: '01938f3e-0000-7000-8000-0000000000c4', title: 'Old', createdAt: new Date(Date.now() - 40 * 86_400_000).toISOString(), entries: [entry({ state: 'completed', minutes: 99 })] }),
    ];
    await open('coach', '/secure/homework/report', rows);
    const team = await screen.findByRole('region', { name: 'U14' });
    expect(within(team).getByText('1 challenges · 1 of 2 answered · 1 marked · 30 minutes')).toBeInTheDocument();
    const sam = within(team).getByRole('row', { name: /Sam Lee/ });
    expect(within(sam).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1/1', '1', '30', 'A', '5']);
  });

  it('deletes a challenge only after the question', async () => {
    const db = await open('coach', `/secure/homework/${ID}`, [challenge()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete challenge' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('Delete this challenge and every answer to it?');
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(await db.outbox.count()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Delete challenge' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    expect((await db.outbox.toArray())[0]).toMatchObject({ method: 'DELETE', path: `/api/v1/homework/${ID}` });
    expect(await db.homework.get(ID)).toBeUndefined();
  });
});
