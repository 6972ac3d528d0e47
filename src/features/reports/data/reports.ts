// Saved reports on the device (Dexie v20, `reports`) and their last results (analyticsResults,
// key `<userId>:report:<id>`, with the server's computedAt). Saving, editing, deleting and
// favouriting are local writes with their outbox entry (ids made here, so a replay finds its
// row): the list shows the change at once with no signal, and the engine sends it once. The
// builder's count and chart are asked directly: they need the server's data, so the builder says
// it needs a connection rather than guessing.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { getMember, subscribe } from '../../../api/session-store';
import { getDb } from '../../../db/database';
import type { SavedReportRow } from '../../../db/schema';
import { useLive, useLiveTable } from '../../../db/use-live';
import { localWrite } from '../../../db/write';
import { uuidv7 } from '../../../db/uuidv7';
import type { ReportDefinition, ReportResult, ReportVisibility, SavedReport } from '../../../domain/analytics/report-definition';
import { applyTo, createGetter, PullError } from '../../../sync/pull';

const PATH = '/api/v1/report';
const stream = (clubId: string) => `report:${clubId}`;
const resultKey = (userId: string, reportId: string) => `${userId}:report:${reportId}`;

const byFavouriteThenLatest = (a: SavedReport, b: SavedReport) => Number(b.favourite) - Number(a.favourite) || b.updatedAt.localeCompare(a.updatedAt);

/** The club's saved reports on this device, favourites first, live. */
export function useReports(clubId: string | null): SavedReportRow[] | undefined {
  return useLiveTable('reports', async () => (clubId ? (await getDb().reports.where('clubId').equals(clubId).toArray()).sort(byFavouriteThenLatest) : []), [clubId]);
}

/** One saved report on this device (null when not here), live. */
export function useReport(reportId: string): SavedReportRow | null | undefined {
  return useLiveTable('reports', async () => (await getDb().reports.get(reportId)) ?? null, [reportId]);
}

export type PullOutcome = 'ok' | 'denied' | 'failed';

/** Refreshes the club's reports from the server; rows with a queued change are left alone. */
export function refreshReports(clubId: string): Promise<PullOutcome> {
  const db = getDb();
  return createGetter(db)<{ reports: SavedReport[] }>(`/report/${encodeURIComponent(clubId)}`)
    .then((answer) => applyTo(db)('reports', answer.reports, { index: 'clubId', value: clubId }))
    .then(
      () => 'ok' as const,
      (err: unknown) => (err instanceof PullError && err.status === 403 ? 'denied' : 'failed'),
    );
}

export interface ReportFields {
  name: string;
  definition: ReportDefinition;
  visibility: ReportVisibility;
}

/** Saves a new report; answers its id. */
export async function saveReport(clubId: string, owner: { id: string; name: string }, fields: ReportFields): Promise<string> {
  const id = uuidv7();
  const row: SavedReportRow = { id, clubId, ownerId: owner.id, ownerName: owner.name, ...fields, favourite: false, canEdit: true, updatedAt: new Date().toISOString() };
  await localWrite([{ table: 'reports', put: row }], {
    method: 'POST',
    path: `${PATH}/${encodeURIComponent(clubId)}`,
    body: { id, ...fields },
    stream: stream(clubId),
    applyTo: 'reports',
    describe: { action: 'report.save', subject: fields.name },
  });
  return id;
}

export async function editReport(current: SavedReportRow, fields: ReportFields): Promise<void> {
  await localWrite([{ table: 'reports', put: { ...current, ...fields, updatedAt: new Date().toISOString() } }], {
    method: 'PUT',
    path: `${PATH}/${encodeURIComponent(current.clubId)}/${encodeURIComponent(current.id)}`,
    body: { ...fields },
    stream: stream(current.clubId),
    applyTo: 'reports',
    describe: { action: 'report.edit', subject: fields.name },
  });
}

export async function removeReport(current: SavedReportRow, userId: string): Promise<void> {
  await localWrite([{ table: 'reports', delete: current.id }], {
    method: 'DELETE',
    path: `${PATH}/${encodeURIComponent(current.clubId)}/${encodeURIComponent(current.id)}`,
    body: {},
    stream: stream(current.clubId),
    describe: { action: 'report.delete', subject: current.name },
  });
  await getDb().analyticsResults.delete(resultKey(userId, current.id));
}

export async function markFavourite(current: SavedReportRow, favourite: boolean): Promise<void> {
  await localWrite([{ table: 'reports', put: { ...current, favourite } }], {
    method: 'PUT',
    path: `${PATH}/${encodeURIComponent(current.clubId)}/${encodeURIComponent(current.id)}/favourite`,
    body: { favourite },
    stream: stream(current.clubId),
    applyTo: 'reports',
    describe: { action: 'report.favourite', subject: current.name },
  });
}

export interface ResultState {
  /** undefined while the device is read; null when nothing is kept for this report. */
  stored: ReportResult | null | undefined;
  failed: boolean;
  loading: boolean;
}

/**
 * A saved report's data: the kept result first (it opens at once with no signal, "as of" when
 * the server computed it); online, GET …/full again and keep the new one. Asked again when the
 * report changes (its updatedAt), so an edited definition is run afresh.
 */
export function useReportResult(userId: string | null, report: SavedReportRow | null | undefined, online: boolean): ResultState {
  const key = userId && report ? resultKey(userId, report.id) : null;
  const stored = useLive(async () => (key ? (((await getDb().analyticsResults.get(key))?.value as ReportResult | undefined) ?? null) : null), [key]);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(false);
  const clubId = report?.clubId;
  const reportId = report?.id;
  const version = report?.updatedAt;
  useEffect(() => {
    if (!key || !userId || !clubId || !reportId || !online) return;
    let live = true;
    setLoading(true);
    setFailed(false);
    const db = getDb();
    createGetter(db)<{ result: ReportResult }>(`/report/${encodeURIComponent(clubId)}/${encodeURIComponent(reportId)}/full`)
      .then(({ result }) => db.analyticsResults.put({ key, userId, computedAt: result.computedAt, value: result }))
      .catch(() => live && setFailed(true))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [key, userId, clubId, reportId, version, online]);
  return { stored, failed, loading };
}

/** POST builder/count: how many rows the definition answers. Throws the server's message on a refusal. */
export const countRows = (clubId: string, definition: ReportDefinition) => api().post<{ count: number }>('/report/builder/count', { body: { clubId, definition } });

/** POST builder/chart: the definition's data, to draw before saving. */
export const previewChart = (clubId: string, definition: ReportDefinition) => api().post<{ result: ReportResult }>('/report/builder/chart', { body: { clubId, definition } });

/** The signed-in member's id (null when signed out). */
export function useMemberId(): string | null {
  return useSyncExternalStore(subscribe, () => getMember()?.id ?? null);
}

/** The players of these teams known on this device, by name, for the builder's player filter. */
export function useTeamPlayers(teamIds: readonly string[]): [string, string][] | undefined {
  return useLiveTable(
    'teamPlayers',
    async () => {
      const rows = await getDb().teamPlayers.where('teamId').anyOf([...teamIds]).toArray();
      const seen = new Map(rows.map((p) => [p.playerId, `${p.firstName} ${p.lastName}`]));
      return [...seen].sort((a, b) => a[1].localeCompare(b[1]));
    },
    [teamIds.join(',')],
  );
}

/** The server's own message of a refused builder call (a 4xx names the problem); null for a failure to reach it. */
export const refusalMessage = (e: unknown): string | null => (isApiError(e) && e.status !== null && e.status < 500 ? e.message : null);
