// The report builder and the report screen (issue 24 items 3 and 5): chart types without measures
// cannot be chosen, the row count and the chart are asked before saving, a save is a local write
// with its outbox entry, and a saved report opens from its kept result with no signal ("As of
// 14:02") with its table and CSV download; deleting asks first.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { setProfile } from '../../../src/api/profile-store';
import { setMember } from '../../../src/api/session-store';
import { setSharedDb, TouchlineDb } from '../../../src/db/database';
import { writeSessionMirror } from '../../../src/db/session-mirror';
import type { ReportResult, SavedReport } from '../../../src/domain/analytics/report-definition';
import { RoleId } from '../../../src/domain/roles';
import type { StoredMember } from '../../../src/domain/session';
import { renderApp } from '../support/render-app';

const CLUB = '00000000-0000-4000-8000-0000000000c1';
const TEAM = '00000000-0000-4000-8000-0000000000a1';
const ME = '00000000-0000-4000-8000-0000000000f1';
const REPORT = '00000000-0000-4000-8000-0000000000b1';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const result = (computedAt: string, o: Partial<ReportResult> = {}): ReportResult => ({
  measures: ['goalsFor'],
  dimensions: ['month'],
  rows: [
    { month: '2026-10', goalsFor: 1234 },
    { month: '2026-11', goalsFor: 7 },
  ],
  labels: {},
  previous: null,
  range: { startDate: '2025-11-29', endDate: '2026-11-28' },
  computedAt,
  ...o,
});

const saved = (o: Partial<SavedReport> = {}): SavedReport => ({
  id: REPORT,
  clubId: CLUB,
  ownerId: ME,
  ownerName: 'Sam Lee',
  name: 'Goals by month',
  definition: { measures: ['goalsFor'], dimensions: ['month'], filters: { teamIds: [], occasion: null, playerId: null }, chartType: 'line' },
  visibility: 'club',
  favourite: false,
  canEdit: true,
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...o,
});

/** A signed-in coach of the club; fetch answers the calls whose URL holds a key of `answers` (first match). */
async function world(answers: [string, unknown][] = []): Promise<{ db: TouchlineDb; fetch: ReturnType<typeof vi.fn> }> {
  const db = new TouchlineDb(`reports-${Math.random().toString(36).slice(2)}`);
  setSharedDb(db);
  const member: StoredMember = { id: ME, accessToken: 't', roleId: RoleId.coach, selectedChildId: null, clubId: CLUB, clubs: [{ clubId: CLUB, colour: null }] };
  localStorage.clear();
  setMember(member);
  setProfile({
    user: { id: ME, email: 'x@y.co', firstName: 'Sam', lastName: 'Lee', isSuperAdmin: false, termsAccepted: true, mustChangePassword: false },
    memberships: [{ clubId: CLUB, clubName: 'Rovers', colour: null, teamId: TEAM, teamName: 'U14', role: 'coach', roleId: RoleId.coach }],
    children: [],
    clubs: [{ clubId: CLUB, clubName: 'Rovers', teams: [{ id: TEAM, name: 'U14' }] }],
    teamId: null,
  } as never);
  await writeSessionMirror(member, db);
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input instanceof Request ? input.url : input);
    const hit = answers.find(([part]) => url.includes(part));
    if (!hit) throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(hit[1]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  configureApi({ fetch: fetch as never, navigate: vi.fn() });
  return { db, fetch };
}

const offline = () => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
const todayAt = (h: number, m: number) => {
  const d = new Date();
  d.setHours(h, m, 0, 0);
  return d.toISOString();
};
const bodyOf = (fetch: ReturnType<typeof vi.fn>, part: string) => {
  const call = fetch.mock.calls.find(([u]) => String(u).includes(part));
  return JSON.parse(String((call![1] as RequestInit).body)) as Record<string, unknown>;
};

describe('report builder and reports', { timeout: 20_000 }, () => {
  it('builds a report: no chart type without a measure, the row count and chart first, then a save that works offline', async () => {
    const computedAt = new Date().toISOString();
    const { db, fetch } = await world([
      ['/auth/xsrf', { token: 'x' }],
      ['/report/builder/count', { count: 2 }],
      ['/report/builder/chart', { result: result(computedAt) }],
    ]);
    await renderApp('/secure/analytics/reports/new');
    expect(await screen.findByRole('heading', { name: 'New report' })).toBeInTheDocument();

    // Untick the only measure: every chart type is disabled, with the spec's message.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Goals for' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Chart types without measures cannot be chosen');
    for (const type of ['Line', 'Bar', 'Table', 'Single number']) expect(screen.getByRole('radio', { name: type })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Count rows' })).toBeDisabled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Goals for' }));
    // By month: a single number does not fit (it has no dimension), a line does.
    expect(screen.getByRole('radio', { name: 'Single number' })).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'Line' }));
    fireEvent.change(screen.getByLabelText('Occasion'), { target: { value: 'cup' } });

    fireEvent.click(screen.getByRole('button', { name: 'Count rows' }));
    expect(await screen.findByText('2 rows')).toBeInTheDocument();
    const asked = bodyOf(fetch, '/report/builder/count');
    expect(asked).toMatchObject({ clubId: CLUB, definition: { measures: ['goalsFor'], dimensions: ['month'], chartType: 'line', filters: { occasion: 'cup', teamIds: [] } } });

    fireEvent.click(screen.getByRole('button', { name: 'Show chart' }));
    const table = await screen.findByRole('table', { name: /the numbers/ });
    expect(within(table).getByRole('row', { name: /Oct 2026/ })).toHaveTextContent('1,234');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();

    // No name: the spec's message, nothing saved.
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByText('Report or dashboard save needs valid details')).toBeInTheDocument();
    expect(await db.reports.count()).toBe(0);

    offline();
    fireEvent.change(screen.getByLabelText('Report name'), { target: { value: 'Cup goals' } });
    fireEvent.change(screen.getByLabelText('Who can see it'), { target: { value: 'club' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByRole('heading', { name: 'Cup goals' })).toBeInTheDocument();
    const [row] = await db.reports.toArray();
    expect(row).toMatchObject({ clubId: CLUB, name: 'Cup goals', visibility: 'club', ownerId: ME });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'POST', path: `/api/v1/report/${CLUB}`, body: { id: row!.id, name: 'Cup goals', visibility: 'club', definition: { chartType: 'line' } } });
    // Never run on the server yet, and offline: it says so rather than showing zeros.
    expect(await screen.findByText('This report needs a connection the first time. Connect and open it again.')).toBeInTheDocument();
  });

  it('opens a saved report from its kept result with no signal, with its table, and deletes it only after asking', async () => {
    const { db } = await world();
    const computedAt = todayAt(14, 2);
    await db.reports.put(saved());
    await db.analyticsResults.put({ key: `${ME}:report:${REPORT}`, userId: ME, computedAt, value: result(computedAt) });
    offline();
    await renderApp(`/secure/analytics/reports/${REPORT}`);
    expect(await screen.findByText('As of 14:02')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Goals by month: the numbers' });
    expect(within(table).getAllByRole('row').map((r) => r.textContent)).toEqual(['MonthGoals for', 'Oct 20261,234', 'Nov 20267']);

    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await db.reports.count()).toBe(1);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(async () => expect(await db.reports.count()).toBe(0));
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ method: 'DELETE', path: `/api/v1/report/${CLUB}/${REPORT}` });
    expect(await db.analyticsResults.get(`${ME}:report:${REPORT}`)).toBeUndefined();
  });

  it('asks the server for the report when online and keeps the answer; shows a single number with its change', async () => {
    const computedAt = new Date().toISOString();
    const numberReport = saved({ definition: { measures: ['goalsFor'], dimensions: [], filters: { teamIds: [], occasion: null, playerId: null }, chartType: 'number' } });
    const answer = result(computedAt, { dimensions: [], rows: [{ goalsFor: 12 }], previous: { goalsFor: 9 } });
    const { db } = await world([[`/report/${CLUB}/${REPORT}/full`, { report: numberReport, result: answer }]]);
    await db.reports.put(numberReport);
    await renderApp(`/secure/analytics/reports/${REPORT}`);
    expect(await screen.findByText('+3 on the period before')).toBeInTheDocument();
    expect(screen.queryByText(/^As of/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await db.analyticsResults.get(`${ME}:report:${REPORT}`)).toMatchObject({ computedAt, userId: ME }));
  });

  it('lists the saved reports, favourites first, and marks one a favourite', async () => {
    const { db } = await world();
    await db.reports.bulkPut([saved({ id: '00000000-0000-4000-8000-0000000000b2', name: 'Older', updatedAt: '2026-01-01T00:00:00.000Z' }), saved({ name: 'Newer' })]);
    offline();
    await renderApp('/secure/analytics/reports');
    await screen.findByText('Newer');
    fireEvent.click(screen.getByRole('button', { name: 'Add Older to favourites' }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: /Older|Newer/ }).map((l) => l.textContent)).toEqual([expect.stringMatching(/^Older/), expect.stringMatching(/^Newer/)]));
    expect((await db.outbox.toArray())[0]).toMatchObject({ method: 'PUT', path: `/api/v1/report/${CLUB}/00000000-0000-4000-8000-0000000000b2/favourite`, body: { favourite: true } });
  });
  it("edits a saved report from its own definition, and refuses to edit someone else's", async () => {
    const { db } = await world();
    await db.reports.put(saved());
    offline();
    await renderApp(`/secure/analytics/reports/${REPORT}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit report' })).toBeInTheDocument();
    expect(screen.getByLabelText('Report name')).toHaveValue('Goals by month');
    expect(screen.getByRole('radio', { name: 'Line' })).toBeChecked();
    expect(screen.getByLabelText('Broken down by')).toHaveValue('month');
    fireEvent.click(screen.getByRole('radio', { name: 'Area' }));
    fireEvent.change(screen.getByLabelText('Report name'), { target: { value: 'Goals, filled' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save report' }));
    expect(await screen.findByRole('heading', { name: 'Goals, filled' })).toBeInTheDocument();
    expect((await db.outbox.toArray())[0]).toMatchObject({ method: 'PUT', path: `/api/v1/report/${CLUB}/${REPORT}`, body: { name: 'Goals, filled', definition: { chartType: 'area' } } });

    cleanup();
    await db.reports.put(saved({ canEdit: false }));
    await renderApp(`/secure/analytics/reports/${REPORT}/edit`);
    expect(await screen.findByText('This report is not on this device, or you cannot change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save report' })).not.toBeInTheDocument();
  });
});
