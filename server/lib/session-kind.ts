// Fixtures and training sessions share their lifecycle, attendance, recordings and reminders.
// Each shared module takes one of these descriptions instead of hard-coding a table, so the
// SQL is written once for both. Table and column names here are constants, never user input.
export interface SessionKind {
  name: 'fixture' | 'training';
  /** 'fixture' / 'training session', for messages. */
  noun: string;
  table: 'fixtures' | 'training_sessions';
  attendanceTable: 'fixture_attendance' | 'training_attendance';
  attendanceKey: 'fixture_id' | 'training_id';
  recordingsTable: 'fixture_recordings' | 'training_recordings';
  /** When it begins: the kick-off or the session's start. */
  timeColumn: 'kickoff_at' | 'starts_at';
  /** Columns copied to a replacement (cancel with a new date) or a copy. */
  copyColumns: readonly string[];
  /** The spec's failure message for attendance writes. */
  attendanceFailed: string;
}

export const FIXTURE: SessionKind = {
  name: 'fixture',
  noun: 'fixture',
  table: 'fixtures',
  attendanceTable: 'fixture_attendance',
  attendanceKey: 'fixture_id',
  recordingsTable: 'fixture_recordings',
  timeColumn: 'kickoff_at',
  copyColumns: [
    'club_id', 'team_id', 'opponent', 'home_away', 'venue', 'pitch_name', 'match_type', 'occasion', 'match_length', 'formation', 'details',
    'team_information', 'arrival_information', 'travel_information', 'directions', 'map_link', 'transport_offered', 'show_team_sheet',
    'referee', 'line_person_1', 'line_person_2', 'opposition_standard', 'pitch_size', 'pitch_surface', 'weather', 'topic', 'core_skill',
    'intensity', 'objectives', 'config',
  ],
  attendanceFailed: 'There has been a problem updating the fixture attendance',
};

export const TRAINING: SessionKind = {
  name: 'training',
  noun: 'training session',
  table: 'training_sessions',
  attendanceTable: 'training_attendance',
  attendanceKey: 'training_id',
  recordingsTable: 'training_recordings',
  timeColumn: 'starts_at',
  copyColumns: [
    'club_id', 'team_id', 'location', 'sport', 'coach_id', 'intensity', 'core_skill', 'topic', 'details', 'pitch_size', 'pitch_surface',
    'weather', 'directions', 'map_link', 'additional_info', 'session_plan', 'health_safety_file', 'parent_player_file', 'config',
  ],
  attendanceFailed: 'There has been a problem updating the attendance',
};
