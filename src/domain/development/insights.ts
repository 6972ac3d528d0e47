// Player insights (GET health/{playerId}/insights): trends a coach can act on, worked out from
// numbers the server reads (practice minutes, attendance, mood when recorded) by this one pure
// function; the app turns each into a plain sentence in the user's language.
//
// - practice up / down: the last 4 weeks' practice minutes against the 4 weeks before, moved by
//   at least a quarter and at least 30 minutes;
// - attendance drop: the last 4 weeks' attendance (training and games, % shown up of those
//   recorded, at least 2 recorded) at least 15 points under the rest of the season's;
// - wellbeing dip: the last 2 weeks' mood (1-5, the average of the records) at least 1 point under
//   the 4 weeks before; only when mood records exist.
export const INSIGHT_KINDS = ['practice_up', 'practice_down', 'attendance_drop', 'wellbeing_dip'] as const;
export type InsightKind = (typeof INSIGHT_KINDS)[number];

export interface Insight {
  kind: InsightKind;
  /** The recent figure and the one it is compared with (minutes, %, or mood 1-5). */
  recent: number;
  before: number;
}

export interface InsightFigures {
  practice: { recent: number; before: number };
  attendance: { recent: number | null; recentRecorded: number; before: number | null };
  mood: { recent: number | null; before: number | null } | null;
}

export const PRACTICE_CHANGE_SHARE = 0.25;
export const PRACTICE_CHANGE_MINUTES = 30;
export const ATTENDANCE_DROP_POINTS = 15;
export const MOOD_DIP = 1;

export function playerInsights(f: InsightFigures): Insight[] {
  const out: Insight[] = [];
  const { recent, before } = f.practice;
  const moved = Math.abs(recent - before);
  if (moved >= PRACTICE_CHANGE_MINUTES && moved >= PRACTICE_CHANGE_SHARE * Math.max(before, 1)) {
    out.push({ kind: recent > before ? 'practice_up' : 'practice_down', recent, before });
  }
  const a = f.attendance;
  if (a.recent !== null && a.before !== null && a.recentRecorded >= 2 && a.before - a.recent >= ATTENDANCE_DROP_POINTS) {
    out.push({ kind: 'attendance_drop', recent: a.recent, before: a.before });
  }
  if (f.mood && f.mood.recent !== null && f.mood.before !== null && f.mood.before - f.mood.recent >= MOOD_DIP) {
    out.push({ kind: 'wellbeing_dip', recent: f.mood.recent, before: f.mood.before });
  }
  return out;
}
