// Core-skill grades (issue 21 item 4; spec §4 "Skill grades: ungraded, attempting, developing,
// mastering, super strength; skill levels 1 to 5"). A coach of the player's team or a club admin
// grades one core skill at a time (PUT user/{id}/coreskill); every grade is a new row, so the
// history is kept, and the player's current grade per skill is the latest row.
import * as v from 'valibot';
import { keepTo } from '../limits';
import { CORE_SKILLS } from '../training/core-skills';

export const SKILL_GRADES = ['ungraded', 'attempting', 'developing', 'mastering', 'super_strength'] as const;
export type SkillGrade = (typeof SKILL_GRADES)[number];
export const SKILL_LEVEL_MIN = 1;
export const SKILL_LEVEL_MAX = 5;
export const GRADE_NOTE_MAX = 2000;

export const gradeMessages = {
  coreSkill: 'Please choose a core skill',
  grade: 'Please choose a grade: ungraded, attempting, developing, mastering or super strength',
  level: 'Please choose a level from 1 to 5',
  club: 'clubId must be a club id',
  notAGrader: "Only the player's coaches and club admins can grade core skills",
  notInClub: 'This player is not in this club',
  failed: 'There has been a problem updating this player',
  loadFailed: 'There has been an error retrieving core skills',
} as const;

export const gradeSchema = v.object({
  /** Made on the device, so a replay finds its row. */
  id: v.optional(v.pipe(v.string(), v.uuid())),
  clubId: v.pipe(v.string(gradeMessages.club), v.uuid(gradeMessages.club)),
  coreSkill: v.picklist(CORE_SKILLS, gradeMessages.coreSkill),
  grade: v.picklist(SKILL_GRADES, gradeMessages.grade),
  level: v.pipe(v.number(gradeMessages.level), v.integer(gradeMessages.level), v.minValue(SKILL_LEVEL_MIN, gradeMessages.level), v.maxValue(SKILL_LEVEL_MAX, gradeMessages.level)),
  note: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(GRADE_NOTE_MAX, keepTo(GRADE_NOTE_MAX))))),
  /** When the coach graded, on the device (the history's order when grades were made offline). */
  gradedAt: v.optional(v.pipe(v.string(), v.isoTimestamp())),
  userId: v.optional(v.string()),
});
export type GradeBody = v.InferOutput<typeof gradeSchema>;

export const gradesQuerySchema = v.object({
  clubId: v.optional(v.pipe(v.string(gradeMessages.club), v.uuid(gradeMessages.club))),
  userId: v.optional(v.string()),
});

/** One grade as the server answers and the device stores it. */
export interface CoreSkillGrade {
  id: string;
  playerId: string;
  clubId: string;
  coreSkill: string;
  grade: SkillGrade;
  level: number;
  note: string | null;
  gradedBy: string | null;
  gradedByName: string | null;
  gradedAt: string;
}

/** Each skill's latest grade (the current one), in the core skills' order. */
export function currentGrades(history: readonly CoreSkillGrade[]): CoreSkillGrade[] {
  const latest = new Map<string, CoreSkillGrade>();
  for (const g of history) {
    const seen = latest.get(g.coreSkill);
    if (!seen || g.gradedAt > seen.gradedAt || (g.gradedAt === seen.gradedAt && g.id > seen.id)) latest.set(g.coreSkill, g);
  }
  const order = (s: string) => {
    const i = (CORE_SKILLS as readonly string[]).indexOf(s);
    return i < 0 ? CORE_SKILLS.length : i;
  };
  return [...latest.values()].sort((a, b) => order(a.coreSkill) - order(b.coreSkill));
}

/** A bar's length (0-1): the grade's step and the level within it, so "mastering 5" is longer than "mastering 1". */
export function gradeScore(g: Pick<CoreSkillGrade, 'grade' | 'level'>): number {
  const step = SKILL_GRADES.indexOf(g.grade);
  if (step <= 0) return 0;
  return (step - 1 + g.level / SKILL_LEVEL_MAX) / (SKILL_GRADES.length - 1);
}
