// Routes that fixtures and training sessions share word for word, registered once per area by
// kind: attendance (list, shown, per player, objective, check-in, focus), notes, config, cancel
// and reminder. Each is thin: access check, shared schema, one idempotent write.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  attendanceCheckinSchema,
  attendanceFocusSchema,
  attendanceListSchema,
  attendanceObjectiveSchema,
  attendancePlayerSchema,
  attendanceShownSchema,
} from '../../src/domain/session/attendance-schemas';
import { cancelSchema } from '../../src/domain/session/cancel-schema';
import { configSchema } from '../../src/domain/session/config-schema';
import { notesSchema } from '../../src/domain/session/notes-schema';
import { reminderSchema } from '../../src/domain/session/reminder-schema';
import type { Permission } from '../../src/domain/permissions';
import { idempotentWrite } from '../plugins/idempotency';
import { notifyFixtureChange } from '../plugins/live';
import { requireTeamPlayers, upsertAttendance, type AttendancePatch } from './attendance';
import { notify, unansweredPlayers } from './notify';
import { parseInput } from './parse-input';
import { sendReminder } from './reminders';
import { loadSessionAccess, requireActFor, requireStaff, type SessionAccess } from './session-access';
import type { SessionKind } from './session-kind';
import { cancel, requireStatus } from './session-lifecycle';

export type AttendanceCall = 'list' | 'shown' | 'player' | 'objective' | 'checkin' | 'focus';

export interface SessionRouteOptions {
  kind: SessionKind;
  /** The id's path parameter: 'fixtureId' or 'trainingId'. */
  param: 'fixtureId' | 'trainingId';
  attendance: AttendanceCall[];
  messages: { attendance: string; notes: string; config: string; cancel: string; reminder: string; dateInFuture: string };
  viewPermission: Permission;
  managePermission: Permission;
}

type Req = FastifyRequest<{ Params: Record<string, string> }>;

export function registerSessionRoutes(app: FastifyInstance, o: SessionRouteOptions): void {
  const { kind, param, messages: msg } = o;
  const base = `/:clubId/:${param}`;
  const load = (request: Req): Promise<SessionAccess> => loadSessionAccess(request, kind, request.params.clubId!, request.params[param]!);

  const attendanceRoute = <T extends { playerId: string }>(
    call: AttendanceCall,
    path: string,
    schema: Parameters<typeof parseInput>[0],
    staffOnly: boolean,
    patch: (body: T) => AttendancePatch,
  ) => {
    if (!o.attendance.includes(call)) return;
    app.put<{ Params: Record<string, string> }>(`${base}/${path}`, { config: { permission: staffOnly ? o.managePermission : 'attendance.respond', failure: msg.attendance } }, async (request, reply) => {
      const s = await load(request);
      const body = parseInput(schema, request.body, msg.attendance) as T;
      if (staffOnly) requireStaff(s);
      else requireActFor(s, body.playerId);
      await requireTeamPlayers(app.db, s.session.teamId, [body.playerId], msg.attendance);
      return idempotentWrite(request, reply, (tx) => upsertAttendance(tx, kind, s.session.id, body.playerId, patch(body)));
    });
  };

  if (o.attendance.includes('list')) {
    app.put<{ Params: Record<string, string> }>(`${base}/attendance`, { config: { permission: o.managePermission, failure: msg.attendance } }, async (request, reply) => {
      const s = await load(request);
      requireStaff(s);
      const body = parseInput(attendanceListSchema, request.body, msg.attendance);
      await requireTeamPlayers(app.db, s.session.teamId, body.players.map((p) => p.playerId), msg.attendance);
      return idempotentWrite(request, reply, async (tx) => {
        const players = [];
        for (const p of body.players) players.push(await upsertAttendance(tx, kind, s.session.id, p.playerId, { status: p.status }));
        return { players };
      });
    });
  }
  attendanceRoute('shown', 'attendance/shown', attendanceShownSchema, true, (b: { playerId: string; shownUp: boolean | null }) => ({ shownUp: b.shownUp }));
  attendanceRoute('focus', 'attendance/focus', attendanceFocusSchema, true, (b: { playerId: string; focus: string | null }) => ({ focus: b.focus }));
  attendanceRoute('player', 'attendance/player', attendancePlayerSchema, false, (b: { playerId: string; status: AttendancePatch['status'] }) => ({ status: b.status }));
  attendanceRoute('objective', 'attendance/player/objective', attendanceObjectiveSchema, false, (b: { playerId: string; objective: string | null }) => ({
    objective: b.objective === '' ? null : b.objective,
  }));
  attendanceRoute('checkin', 'attendance/player/checkin', attendanceCheckinSchema, false, () => ({ checkIn: true }));

  app.put<{ Params: Record<string, string> }>(`${base}/notes`, { config: { permission: o.managePermission, failure: msg.notes } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(notesSchema, request.body, msg.notes);
    return idempotentWrite(request, reply, async (tx) => {
      await tx.query(`UPDATE ${kind.table} SET notes = $2, updated_at = now() WHERE id = $1`, [s.session.id, body.notes || null]);
      return { id: s.session.id, notes: body.notes || null };
    });
  });

  app.put<{ Params: Record<string, string> }>(`${base}/config`, { config: { permission: o.managePermission, failure: msg.config } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const { userId: _u, showTeamSheet, ...settings } = parseInput(configSchema, request.body, msg.config);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, kind, s.session.id, ['setup', 'in_progress']);
      const row = await tx.one<{ config: Record<string, unknown> }>(
        `UPDATE ${kind.table} SET config = config || $2::jsonb, updated_at = now() WHERE id = $1 RETURNING config`,
        [s.session.id, JSON.stringify(settings)],
      );
      if (showTeamSheet !== undefined && kind.name === 'fixture') await tx.query('UPDATE fixtures SET show_team_sheet = $2 WHERE id = $1', [s.session.id, showTeamSheet]);
      return { id: s.session.id, config: row.config, ...(showTeamSheet !== undefined && kind.name === 'fixture' ? { showTeamSheet } : {}) };
    });
  });

  const cancelBody = cancelSchema(msg.dateInFuture);
  app.put<{ Params: Record<string, string> }>(`${base}/cancel`, { config: { permission: o.managePermission, failure: msg.cancel } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(cancelBody, request.body, msg.cancel);
    return idempotentWrite(request, reply, async (tx) => {
      const result = await cancel(tx, kind, s.session.id, body.reason, s.access.userId, body.newDateTime, body.replacementId);
      // Followers of a live fixture hear that it is off.
      if (kind.name === 'fixture') await notifyFixtureChange(tx, s.session.id, 'cancel');
      await notify(tx, { kind: kind.name === 'fixture' ? 'fixture_cancelled' : 'training_cancelled', session: kind, sessionId: s.session.id, actorId: s.access.userId });
      return { id: s.session.id, status: 'cancelled' as const, reason: body.reason, replacementId: result.replacementId };
    });
  });

  app.put<{ Params: Record<string, string> }>(`${base}/reminder`, { config: { permission: o.managePermission, failure: msg.reminder } }, async (request, reply) => {
    const s = await load(request);
    requireStaff(s);
    const body = parseInput(reminderSchema, request.body ?? {}, msg.reminder);
    return idempotentWrite(request, reply, async (tx) => {
      await requireStatus(tx, kind, s.session.id, ['setup']);
      // Those still to answer (and their parents) are asked in the app too.
      await notify(tx, { kind: 'attendance_needed', session: kind, sessionId: s.session.id, actorId: s.access.userId, playerIds: await unansweredPlayers(tx, kind, s.session.id) });
      return sendReminder(tx, app.mailer, kind, s.session.id, body.timeZone);
    });
  });
}
