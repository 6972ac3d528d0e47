// Opening a session pulls the answers players and parents gave on their own devices: they come
// with GET training/{clubId}/{trainingId} (its `attendance`, shaped as the server answers it:
// tests/server/training/training-detail-attendance.test.ts) and land in the local store, except a
// row whose change is still queued in the outbox (the device's answer wins until it is sent).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { answerAttendance } from '../../../src/features/training/data/attendance';
import { asDetail } from '../../../src/features/training/data/lifecycle';
import { pullTraining } from '../../../src/features/training/data/pull-training';
import { fakeApi, json } from '../api/fake-server';
import { renderApp } from '../support/render-app';
import { CLUB, PLAYER, PLAYER2, TEAM, session, world } from './training-world';

afterEach(() => vi.unstubAllGlobals());

const row = (playerId: string, status: 'coming' | 'not_coming' | null, extra: Record<string, unknown> = {}) => ({
  playerId, status, shownUp: null, checkedInAt: null, objective: null, focus: null, note: null, updatedAt: '2030-01-01T10:00:00.000Z', ...extra,
});

/** The server: the session with its attendance, the squad, no reflections. */
function server(s: ReturnType<typeof session>) {
  return fakeApi((req) => {
    if (req.path === `/api/v1/training/${CLUB}/${s.id}`) {
      return json(200, { ...asDetail(s), drills: [], files: {}, attendance: [row(PLAYER, 'not_coming', { objective: 'Scan first', note: 'Sharp' }), row(PLAYER2, 'coming')] });
    }
    if (req.path === `/api/v1/training/${CLUB}/${s.id}/reflections`) return json(200, { reflections: [] });
    if (req.path === `/api/v1/club/${CLUB}/players`) {
      return json(200, { members: [{ id: PLAYER, firstName: 'Sam', lastName: 'Lee' }, { id: PLAYER2, firstName: 'Ali', lastName: 'Khan' }] });
    }
    return json(404, { error: { code: 'not_found', message: 'Not found' } });
  });
}

const metaOf = (name: string) => screen.getByText(name).closest('li')!.querySelector('.list__meta');

describe('training attendance from the server', { timeout: 20_000 }, () => {
  it('the coach reopening a session sees the answer a player gave elsewhere', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    // Before: this device knew the player only as "no answer yet".
    await db.trainingAttendance.put({ trainingId: s.id, playerId: PLAYER, status: null, shownUp: null, updatedAt: '2030-01-01T09:00:00.000Z' });
    const api = server(s);
    vi.stubGlobal('fetch', api.fetch);
    configureApi({ fetch: api.fetch, navigate: vi.fn() });
    await renderApp(`/secure/training/${s.id}`);
    await waitFor(() => expect(metaOf('Sam Lee')).toHaveTextContent(/^Not coming/));
    expect(metaOf('Ali Khan')).toHaveTextContent(/^Coming/);
    expect(await db.trainingAttendance.get([s.id, PLAYER])).toMatchObject({ status: 'not_coming', objective: 'Scan first', note: 'Sharp' });
    expect(api.seen.some((r) => r.path === `/api/v1/training/${CLUB}/${s.id}` && r.method === 'GET')).toBe(true);
  });

  it('a session just added on this device (not on the server yet) still lists the squad (issue 19)', async () => {
    const db = await world('coach');
    const s = session({ id: '00000000-0000-4000-8000-000000000099' });
    await db.trainings.put(s);
    // The server does not know the session yet: its detail call answers 404; the squad call works.
    const api = fakeApi((req) =>
      req.path === `/api/v1/club/${CLUB}/players` ? json(200, { members: [{ id: PLAYER, firstName: 'Sam', lastName: 'Lee' }] }) : json(404, { error: { code: 'not_found', message: 'Not found' } }),
    );
    vi.stubGlobal('fetch', api.fetch);
    configureApi({ fetch: api.fetch, navigate: vi.fn() });
    await renderApp(`/secure/training/${s.id}`);
    expect(await screen.findByText('Sam Lee')).toBeInTheDocument();
    expect(screen.queryByText('No players to show yet.')).not.toBeInTheDocument();
    expect(await db.teamPlayers.where('teamId').equals(TEAM).count()).toBe(1);
  });

  it('keeps an answer still waiting in the outbox over the server one', async () => {
    const db = await world('coach');
    const s = session();
    await db.trainings.put(s);
    await db.teamPlayers.bulkPut([{ teamId: TEAM, playerId: PLAYER2, firstName: 'Ali', lastName: 'Khan' }]);
    // The coach changed Ali's answer offline; the server still has the older "coming".
    await answerAttendance(s, PLAYER2, 'not_coming');
    expect(await db.outbox.count()).toBe(1);
    const api = server(s);
    vi.stubGlobal('fetch', api.fetch);
    await pullTraining(CLUB, s.id, true);
    expect(await db.trainingAttendance.get([s.id, PLAYER2])).toMatchObject({ status: 'not_coming' });
    expect(await db.trainingAttendance.get([s.id, PLAYER])).toMatchObject({ status: 'not_coming' });
    // Once sent (the entry gone), the next pull brings the server's answer.
    await db.outbox.clear();
    await pullTraining(CLUB, s.id, true);
    expect(await db.trainingAttendance.get([s.id, PLAYER2])).toMatchObject({ status: 'coming' });
  });
});
