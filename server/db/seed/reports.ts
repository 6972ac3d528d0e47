// Saved reports for the demo (issue 24 item 5): the club admin's "Goals by month", shared with the
// club's staff, and the coach's own "Attendance by team". Both roll over the last 12 months (no
// dates in the definition), so they have a shape whatever day the demo is seeded.
import { randomUUID } from 'node:crypto';
import type { ReportDefinition } from '../../../src/domain/analytics/report-definition';
import type { Row } from './insert';

export function buildReports(ctx: { clubId: string; clubAdminId: string; coachId: string }): { reports: Row[]; favourites: Row[] } {
  const goals: ReportDefinition = { measures: ['goalsFor', 'goalsAgainst'], dimensions: ['month'], filters: { teamIds: [], occasion: null, playerId: null }, chartType: 'line' };
  const attendance: ReportDefinition = {
    measures: ['gameAttendanceRate', 'sessionAttendanceRate'],
    dimensions: ['team'],
    filters: { teamIds: [], occasion: null, playerId: null },
    chartType: 'bar',
  };
  const shared = { id: randomUUID(), club_id: ctx.clubId, owner_id: ctx.clubAdminId, name: 'Goals by month', definition: goals, visibility: 'club' };
  const own = { id: randomUUID(), club_id: ctx.clubId, owner_id: ctx.coachId, name: 'Attendance by team', definition: attendance, visibility: 'private' };
  return { reports: [shared, own], favourites: [{ report_id: shared.id, user_id: ctx.coachId }] };
}
