// The coach challenge report (product.md §2 Profile, §9: the last 30 days): who did what, the
// minutes practised and the grades, per team and per player, worked out from the challenges the
// device holds (so it opens with no signal).
import { HOMEWORK_REPORT_DAYS, type Homework } from './homework-schema';
import { isDone, type HomeworkState } from './states';

export interface PlayerReport {
  playerId: string;
  playerName: string;
  set: number;
  answered: number;
  marked: number;
  minutes: number;
  /** Grades given, A first. */
  grades: string[];
  averageRating: number | null;
}

export interface TeamReport {
  teamId: string;
  teamName: string;
  challenges: number;
  set: number;
  answered: number;
  marked: number;
  minutes: number;
  players: PlayerReport[];
}

const answered = (s: HomeworkState) => s !== 'not_uploaded';

/** The first day of the report's window, for `today` (YYYY-MM-DD). */
export function reportFrom(today: string): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - (HOMEWORK_REPORT_DAYS - 1));
  return d.toISOString().slice(0, 10);
}

/** The challenges set from `reportFrom(today)`, per team (by name), each with its players (by name). */
export function homeworkReport(all: Homework[], today: string): TeamReport[] {
  const from = reportFrom(today);
  const teams = new Map<string, TeamReport & { ratings: Map<string, number[]> }>();
  for (const h of all) {
    if (h.createdAt.slice(0, 10) < from) continue;
    const team = teams.get(h.teamId) ?? { teamId: h.teamId, teamName: h.teamName, challenges: 0, set: 0, answered: 0, marked: 0, minutes: 0, players: [] as PlayerReport[], ratings: new Map<string, number[]>() };
    teams.set(h.teamId, team);
    team.challenges += 1;
    for (const e of h.entries) {
      let p = team.players.find((x) => x.playerId === e.playerId);
      if (!p) {
        p = { playerId: e.playerId, playerName: e.playerName, set: 0, answered: 0, marked: 0, minutes: 0, grades: [], averageRating: null };
        team.players.push(p);
      }
      p.set += 1;
      team.set += 1;
      if (answered(e.state)) {
        p.answered += 1;
        team.answered += 1;
        p.minutes += e.minutes ?? 0;
        team.minutes += e.minutes ?? 0;
      }
      if (isDone(e.state)) {
        p.marked += 1;
        team.marked += 1;
        if (e.grade) p.grades.push(e.grade);
        if (e.rating) team.ratings.set(e.playerId, [...(team.ratings.get(e.playerId) ?? []), e.rating]);
      }
    }
  }
  return [...teams.values()]
    .map(({ ratings, ...t }) => ({
      ...t,
      players: t.players
        .map((p) => {
          const r = ratings.get(p.playerId);
          return { ...p, grades: [...p.grades].sort(), averageRating: r ? Math.round((r.reduce((a, b) => a + b, 0) / r.length) * 10) / 10 : null };
        })
        .sort((a, b) => a.playerName.localeCompare(b.playerName)),
    }))
    .sort((a, b) => a.teamName.localeCompare(b.teamName));
}
