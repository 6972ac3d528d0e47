// Post-training stats screen: the figures from GET training/{clubId}/stats, kept on the device;
// the charts' numbers are also in tables (screen readers); an empty state with no ended session;
// a clear "needs a connection" when nothing was ever fetched and there is no signal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderApp } from '../support/render-app';
import type { TrainingStatsAnswer } from '../../../src/domain/training/stats';
import { CLUB, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const none = { sessionRating: null, enjoyment: null, wishToRepeat: null, confidence: null, coachRating: null };
const answer: TrainingStatsAnswer = {
  sessions: [
    {
      id: 's1', teamId: 't', teamName: 'U14', startsAt: '2026-03-02T17:00:00.000Z', topic: 'Rondos',
      attendance: { players: 4, coming: 3, notComing: 1, noReply: 0, shownUp: 2, rate: 0.5 }, drillMinutes: 35,
      feedback: { responses: 2, averages: { sessionRating: 7, enjoyment: 8, wishToRepeat: 6.5, confidence: 7, coachRating: null } },
    },
    {
      id: 's2', teamId: 't', teamName: 'U14', startsAt: '2026-03-09T17:00:00.000Z', topic: 'Finishing',
      attendance: { players: 4, coming: 4, notComing: 0, noReply: 0, shownUp: 4, rate: 1 }, drillMinutes: 15,
      feedback: { responses: 0, averages: none },
    },
  ],
  attendanceRate: 0.75,
  minutesPerCoreSkill: [
    { coreSkill: 'Passing', minutes: 35, drills: 2 },
    { coreSkill: 'Dribbling', minutes: 10, drills: 1 },
  ],
  feedbackAverages: { sessionRating: 7, enjoyment: 8, wishToRepeat: 6.5, confidence: 7, coachRating: null },
};

const serve = (body: unknown) => {
  const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};

describe('training stats screen', { timeout: 20_000 }, () => {
  it('shows attendance, minutes per core skill and feedback over time, with tables beside the charts, and keeps them on the device', async () => {
    const db = await world('coach');
    const fetch = serve(answer);
    await renderApp('/secure/training/stats');
    expect(await screen.findByText('Overall attendance: 75% over 2 sessions.')).toBeInTheDocument();
    expect(String(fetch.mock.calls[0]![0])).toContain(`/api/v1/training/${CLUB}/stats`);
    const attendance = screen.getByRole('table', { name: 'Attendance rate per session' });
    const rows = within(attendance).getAllByRole('row').slice(1).map((r) => within(r).getAllByRole('cell').map((c) => c.textContent));
    expect(rows).toEqual([
      ['2/4', '50%'],
      ['4/4', '100%'],
    ]);
    const minutes = screen.getByRole('table', { name: 'Minutes per core skill' });
    expect(within(minutes).getByRole('rowheader', { name: 'Passing' })).toBeInTheDocument();
    expect(within(minutes).getAllByRole('cell').map((c) => c.textContent)).toEqual(['35', '10']);
    const feedback = screen.getByRole('table', { name: 'Player feedback averages per session' });
    expect(within(feedback).getAllByRole('row')[1]!.textContent).toContain('6.5');
    // The session nobody answered is a gap in the chart and not a row of the table.
    expect(within(feedback).getAllByRole('row')).toHaveLength(2);
    // The chart canvases are hidden from screen readers; the tables carry the numbers.
    expect(document.querySelectorAll('.time-chart[aria-hidden="true"]')).toHaveLength(2);
    const stored = await db.meta.get(`training-stats:${CLUB}:all`);
    expect((stored?.value as { answer: TrainingStatsAnswer }).answer).toEqual(answer);
  });

  it('says so when no session has ended yet', async () => {
    await world('coach');
    serve({ sessions: [], attendanceRate: null, minutesPerCoreSkill: [], feedbackAverages: none });
    await renderApp('/secure/training/stats');
    expect(await screen.findByText('No finished training sessions yet. The stats appear once a session has ended.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('offline: the kept figures, or a clear "needs a connection" the first time', async () => {
    const db = await world('coach');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await renderApp('/secure/training/stats');
      expect(await screen.findByText('Training stats need a connection the first time. Connect and open this page again.')).toBeInTheDocument();
      await db.meta.put({ key: `training-stats:${CLUB}:all`, value: { answer, at: Date.now() } });
      expect(await screen.findByText('Overall attendance: 75% over 2 sessions.')).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent('You are offline');
    } finally {
      vi.restoreAllMocks();
    }
  });

  it('is for staff: a player is told it is not for them', async () => {
    await world('player');
    await renderApp('/secure/training/stats');
    expect(await screen.findByText('You do not have the correct permissions to access this screen')).toBeInTheDocument();
  });
});
