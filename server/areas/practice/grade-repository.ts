// core_skill_grades reads and writes (migration 012): every grade a row, the history newest first.
import type { Queryable } from '../../db/db';
import type { CoreSkillGrade, GradeBody, SkillGrade } from '../../../src/domain/practice/grade-schema';

interface Row {
  id: string;
  player_id: string;
  club_id: string;
  core_skill: string;
  grade: SkillGrade;
  level: number;
  note: string | null;
  graded_by: string | null;
  graded_by_name: string | null;
  graded_at: string | Date;
}

const SELECT = `SELECT g.id, g.player_id, g.club_id, g.core_skill, g.grade, g.level, g.note, g.graded_by,
  NULLIF(trim(concat(u.first_name, ' ', u.last_name)), '') AS graded_by_name, g.graded_at
  FROM core_skill_grades g LEFT JOIN users u ON u.id = g.graded_by`;

const toGrade = (r: Row): CoreSkillGrade => ({
  id: r.id,
  playerId: r.player_id,
  clubId: r.club_id,
  coreSkill: r.core_skill,
  grade: r.grade,
  level: Number(r.level),
  note: r.note,
  gradedBy: r.graded_by,
  gradedByName: r.graded_by_name,
  gradedAt: new Date(r.graded_at).toISOString(),
});

/** The player's grades in these clubs, newest first. */
export async function gradeHistory(db: Queryable, playerId: string, clubIds: string[]): Promise<CoreSkillGrade[]> {
  const rows = await db.query<Row>(`${SELECT} WHERE g.player_id = $1 AND g.club_id = ANY($2::uuid[]) ORDER BY g.graded_at DESC, g.id DESC`, [playerId, clubIds]);
  return rows.map(toGrade);
}

/** Stores a grade; a device id already stored for this player answers the stored row (a replay). Undefined: the id is someone else's. */
export async function insertGrade(tx: Queryable, playerId: string, by: string, b: GradeBody, gradedAt: Date): Promise<CoreSkillGrade | undefined> {
  const inserted = await tx.maybeOne<{ id: string }>(
    `INSERT INTO core_skill_grades (id, player_id, club_id, core_skill, grade, level, note, graded_by, graded_at)
     VALUES (COALESCE($1::uuid, gen_random_uuid()), $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (id) DO NOTHING RETURNING id`,
    [b.id ?? null, playerId, b.clubId, b.coreSkill, b.grade, b.level, b.note || null, by, gradedAt.toISOString()],
  );
  const id = inserted?.id ?? b.id;
  if (!id) return undefined;
  const row = await tx.maybeOne<Row>(`${SELECT} WHERE g.id = $1 AND g.player_id = $2`, [id, playerId]);
  return row ? toGrade(row) : undefined;
}
