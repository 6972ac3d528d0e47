// The columns the semantic layer reads, as kysely sees them (a subset of the migrations' tables).
// Only for compile-time checks of table and column names; the SQL runs through server/db/db.ts.
interface Fixtures {
  id: string;
  club_id: string;
  team_id: string;
  kickoff_at: string;
  status: string;
  active: boolean;
  occasion: string | null;
  home_away: string;
  goals_for: number | null;
  goals_against: number | null;
  man_of_the_match: string | null;
}

interface FixtureAttendance {
  fixture_id: string;
  player_id: string;
  shown_up: boolean | null;
}

interface FixtureEvents {
  id: string;
  fixture_id: string;
  kind: string;
  player_id: string | null;
  data: unknown;
}

interface TrainingSessions {
  id: string;
  club_id: string;
  team_id: string;
  starts_at: string;
  status: string;
  active: boolean;
}

interface TrainingAttendance {
  training_id: string;
  player_id: string;
  shown_up: boolean | null;
}

interface TrainingDrills {
  training_id: string;
  core_skill: string | null;
  duration_minutes: number | null;
}

interface PracticeEntries {
  player_id: string;
  day: string;
  skills: unknown;
  minutes: number;
}

interface Memberships {
  user_id: string;
  club_id: string;
  team_id: string | null;
  role: string;
  active: boolean;
}

interface FixturePlayerMinutes {
  fixture_id: string;
  player_id: string;
  seconds: number;
  minutes: number;
}

export interface AnalyticsTables {
  fixture_player_minutes: FixturePlayerMinutes;
  fixtures: Fixtures;
  fixture_attendance: FixtureAttendance;
  fixture_events: FixtureEvents;
  training_sessions: TrainingSessions;
  training_attendance: TrainingAttendance;
  training_drills: TrainingDrills;
  practice_entries: PracticeEntries;
  memberships: Memberships;
}
