// Saved reports: read the ones the caller may see (their own, and the club's public ones), write
// with the device's id (a replay finds its row), favourites per member. The definition is stored
// as the validated JSON; it is checked again each time it runs.
import type { ReportDefinition, ReportVisibility, SavedReport } from '../../../src/domain/analytics/report-definition';
import type { Queryable } from '../../db/db';

interface Row {
  id: string;
  club_id: string;
  owner_id: string;
  owner_name: string;
  name: string;
  definition: ReportDefinition | string;
  visibility: ReportVisibility;
  favourite: boolean;
  updated_at: string | Date;
}

const SELECT = `SELECT r.id, r.club_id, r.owner_id, u.first_name || ' ' || u.last_name AS owner_name, r.name, r.definition, r.visibility, r.updated_at,
  EXISTS (SELECT 1 FROM report_favourites f WHERE f.report_id = r.id AND f.user_id = $2) AS favourite
  FROM reports r JOIN users u ON u.id = r.owner_id`;

/** Who may change a report: its owner; for a report public to the club, a club admin too. */
export const canEdit = (r: { ownerId: string; visibility: ReportVisibility }, userId: string, wholeClub: boolean): boolean =>
  r.ownerId === userId || (wholeClub && r.visibility === 'club');

function toReport(r: Row, userId: string, wholeClub: boolean): SavedReport {
  const base = {
    id: r.id,
    clubId: r.club_id,
    ownerId: r.owner_id,
    ownerName: r.owner_name,
    name: r.name,
    definition: typeof r.definition === 'string' ? (JSON.parse(r.definition) as ReportDefinition) : r.definition,
    visibility: r.visibility,
    favourite: r.favourite,
    updatedAt: new Date(r.updated_at).toISOString(),
  };
  return { ...base, canEdit: canEdit(base, userId, wholeClub) };
}

/** The reports of the club the caller may see, favourites first, then the latest changed. */
export async function listReports(db: Queryable, clubId: string, userId: string, wholeClub: boolean): Promise<SavedReport[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE r.club_id = $1 AND (r.owner_id = $2 OR r.visibility = 'club') ORDER BY favourite DESC, r.updated_at DESC, r.id`, [clubId, userId]);
  return rows.map((r) => toReport(r, userId, wholeClub));
}

/** One report of the club the caller may see; undefined for an unknown id, another club's, or someone else's private one. */
export async function findReport(db: Queryable, clubId: string, id: string, userId: string, wholeClub: boolean): Promise<SavedReport | undefined> {
  const row = await db.maybeOne<Row>(`${SELECT} WHERE r.id = $3 AND r.club_id = $1 AND (r.owner_id = $2 OR r.visibility = 'club')`, [clubId, userId, id]);
  return row ? toReport(row, userId, wholeClub) : undefined;
}

/** Inserts the report; on a replayed id answers whether it is the same owner's in the same club (then nothing changes). */
export async function insertReport(
  db: Queryable,
  clubId: string,
  ownerId: string,
  body: { id?: string; name: string; definition: ReportDefinition; visibility: ReportVisibility },
): Promise<{ id: string } | undefined> {
  const row = await db.maybeOne<{ id: string }>(
    `INSERT INTO reports (id, club_id, owner_id, name, definition, visibility) VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5::jsonb, $6)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [body.id ?? null, clubId, ownerId, body.name, JSON.stringify(body.definition), body.visibility],
  );
  if (row) return row;
  return db.maybeOne<{ id: string }>('SELECT id FROM reports WHERE id = $1 AND club_id = $2 AND owner_id = $3', [body.id, clubId, ownerId]);
}

export async function updateReport(db: Queryable, id: string, body: { name: string; definition: ReportDefinition; visibility: ReportVisibility }): Promise<void> {
  await db.query(`UPDATE reports SET name = $2, definition = $3::jsonb, visibility = $4, updated_at = now() WHERE id = $1`, [id, body.name, JSON.stringify(body.definition), body.visibility]);
}

export async function deleteReport(db: Queryable, clubId: string, id: string): Promise<boolean> {
  return (await db.query('DELETE FROM reports WHERE id = $1 AND club_id = $2 RETURNING id', [id, clubId])).length > 0;
}

export async function setFavourite(db: Queryable, id: string, userId: string, favourite: boolean): Promise<void> {
  if (favourite) await db.query('INSERT INTO report_favourites (report_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [id, userId]);
  else await db.query('DELETE FROM report_favourites WHERE report_id = $1 AND user_id = $2', [id, userId]);
}
