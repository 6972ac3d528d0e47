// Bulk upload of players, parents and teams from a CSV file (PUT club/{clubId}/upload) and
// clearing data (DELETE club/{clubId}/upload). One row per team, player or parent, told apart
// by the `type` column. checkUploadCsv runs the checks that need no database, so the upload
// screen can show per-row errors before sending; the server runs it again, adds the checks
// against the club's data (team names, registered emails) and writes nothing unless every row
// is valid, then writes all rows in one transaction.
import * as v from 'valibot';
import { CsvError, parseCsv } from '../csv';
import { AGE_GROUPS, GROUP_TYPES } from './club-schema';
import { MATCH_FORMATS, TEAM_TYPES } from './team-schema';

export const UPLOAD_REQUIRED_COLUMNS = ['type', 'first_name', 'last_name', 'email', 'team'] as const;
export const UPLOAD_OPTIONAL_COLUMNS = ['date_of_birth', 'parent_email', 'age_group', 'team_type', 'group_type', 'match_format'] as const;
export type UploadColumn = (typeof UPLOAD_REQUIRED_COLUMNS)[number] | (typeof UPLOAD_OPTIONAL_COLUMNS)[number];
export const UPLOAD_ROW_TYPES = ['team', 'player', 'parent'] as const;

/**
 * Each column's header as people write it, the template's (issue 19: the template's header was
 * snake_case). A header is read with case, spaces and underscores ignored, so files made from
 * the old template (first_name) still upload.
 */
export const UPLOAD_HEADERS: Record<UploadColumn, string> = {
  type: 'Type', first_name: 'First name', last_name: 'Last name', email: 'Email', team: 'Team', date_of_birth: 'Date of birth',
  parent_email: 'Parent email', age_group: 'Age group', team_type: 'Team type', group_type: 'Group type', match_format: 'Match format',
};
const headerWords = (h: string) => h.trim().toLowerCase().replace(/[\s_-]+/g, ' ');
/** The column a header names, or the header itself (an unknown column). */
const columnOf = (h: string): string => (Object.keys(UPLOAD_HEADERS) as UploadColumn[]).find((c) => headerWords(c) === headerWords(h)) ?? h.trim();
/** About 2 MB of text; the request body limit is a little above it. */
export const UPLOAD_MAX_CHARS = 2_000_000;
export const UPLOAD_MAX_ROWS = 5000;

export const uploadMessages = {
  failed: 'There has been an error uploading this file',
  removeFailed: 'There has been a problem removing data',
  notText: 'This file is not a CSV text file',
  tooLarge: 'This file is too large (at most 2 MB and 5000 rows)',
  noRows: 'The file has no rows to upload',
  invalid: 'Some rows have problems: nothing has been uploaded',
  pickData: 'Please choose the data to remove',
} as const;

export const uploadSchema = v.object(
  {
    userId: v.optional(v.string()),
    csv: v.pipe(v.string(uploadMessages.notText), v.maxLength(UPLOAD_MAX_CHARS, uploadMessages.tooLarge)),
    /** Check only: answer isValid and the errors, write nothing. */
    dryRun: v.optional(v.boolean(), false),
  },
  uploadMessages.notText,
);

export const clearDataSchema = v.pipe(
  v.object(
    {
      userId: v.optional(v.string()),
      players: v.optional(v.boolean(), false),
      parents: v.optional(v.boolean(), false),
      teams: v.optional(v.boolean(), false),
    },
    uploadMessages.pickData,
  ),
  v.check((d) => d.players || d.parents || d.teams, uploadMessages.pickData),
);

export interface UploadRowError {
  /** The file's line (the header is line 1); 0 for the file as a whole. */
  line: number;
  column: UploadColumn | null;
  message: string;
}

export interface UploadTeamRow {
  type: 'team';
  line: number;
  team: string;
  ageGroup: string;
  teamType: string | null;
  groupType: string | null;
  matchFormat: string | null;
}
export interface UploadPersonRow {
  type: 'player' | 'parent';
  line: number;
  firstName: string;
  lastName: string;
  email: string | null;
  team: string | null;
  dateOfBirth: string | null;
  parentEmail: string | null;
}
export type UploadRow = UploadTeamRow | UploadPersonRow;

export interface UploadAnswer {
  isValid: boolean;
  errors: UploadRowError[];
  counts: { teams: number; players: number; parents: number };
  /** True when the rows were written (valid and not a dry run). */
  written: boolean;
}

export interface ClearDataAnswer {
  removed: { players: number; parents: number; teams: number };
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day (2016-02-30 and 2016-13-40 are not), not after today. */
function realPastDay(s: string, today: string): boolean {
  if (!DAY.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s <= today;
}
/** Control characters other than tab and line ends, or undecodable bytes: not a text file. */
function notText(s: string): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c < 32 && c !== 9 && c !== 10 && c !== 13) || c === 0xfffd) return true;
  }
  return false;
}

/**
 * The rule for the file's team names against the club's active teams (lower case): a new team
 * must not exist yet, a person's team must exist or be in the file. One rule for the upload
 * screen, which knows the club's teams, and the server (issue 19: the screen marked such rows
 * Valid and the server refused them).
 */
export function uploadTeamProblems(rows: readonly UploadRow[], clubTeams: ReadonlySet<string>): UploadRowError[] {
  const errors: UploadRowError[] = [];
  const newTeams = new Set(rows.filter((r) => r.type === 'team').map((t) => t.team.toLowerCase()));
  for (const r of rows) {
    if (r.type === 'team') {
      if (clubTeams.has(r.team.toLowerCase())) errors.push({ line: r.line, column: 'team', message: `A team called '${r.team}' already exists` });
    } else if (r.team && !clubTeams.has(r.team.toLowerCase()) && !newTeams.has(r.team.toLowerCase())) {
      errors.push({ line: r.line, column: 'team', message: `There is no team called '${r.team}' in this club or this file` });
    }
  }
  return errors;
}

/**
 * Parses and checks the file; rows are returned only when there are no errors. With the club's
 * team names (lower case), the team rule is checked for every row too.
 */
export function checkUploadCsv(text: string, today = new Date().toISOString().slice(0, 10), clubTeams?: ReadonlySet<string>): { rows: UploadRow[]; errors: UploadRowError[] } {
  const fail = (message: string, line = 0) => ({
    rows: [],
    errors: [{ line, column: null, message }],
  });
  if (notText(text)) return fail(uploadMessages.notText);
  if (text.length > UPLOAD_MAX_CHARS) return fail(uploadMessages.tooLarge);
  let parsed;
  try {
    parsed = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvError) return fail(e.message, e.line);
    throw e;
  }
  const header = parsed.header.map(columnOf);
  const known = new Set<string>([...UPLOAD_REQUIRED_COLUMNS, ...UPLOAD_OPTIONAL_COLUMNS]);
  const headerErrors: UploadRowError[] = [];
  for (const h of header)
    if (!known.has(h))
      headerErrors.push({
        line: 1,
        column: null,
        message: `Unknown column '${h}'`,
      });
  for (const c of UPLOAD_REQUIRED_COLUMNS)
    if (!header.includes(c))
      headerErrors.push({
        line: 1,
        column: c,
        message: `Missing column '${UPLOAD_HEADERS[c]}'`,
      });
  if (new Set(header).size !== header.length)
    headerErrors.push({
      line: 1,
      column: null,
      message: 'A column is named twice',
    });
  if (headerErrors.length) return { rows: [], errors: headerErrors };
  if (parsed.rows.length === 0) return fail(uploadMessages.noRows);
  if (parsed.rows.length > UPLOAD_MAX_ROWS) return fail(uploadMessages.tooLarge);

  const errors: UploadRowError[] = [];
  const rows: UploadRow[] = [];
  const emails = new Map<string, number>();
  const teams = new Map<string, number>();
  for (const r of parsed.rows) {
    const cell = (c: UploadColumn) => {
      const i = header.indexOf(c);
      return i < 0 ? '' : (r.cells[i] ?? '').trim();
    };
    const err = (column: UploadColumn, message: string) => errors.push({ line: r.line, column, message });
    const optional = (c: UploadColumn) => cell(c) || null;
    const type = cell('type').toLowerCase();
    if (!(UPLOAD_ROW_TYPES as readonly string[]).includes(type)) {
      err('type', 'Type must be team, player or parent');
      continue;
    }
    if (type === 'team') {
      const name = cell('team');
      if (name.length < 2 || name.length > 100) err('team', 'Please enter a valid team name');
      else if (teams.has(name.toLowerCase())) err('team', `Team '${name}' is listed twice (also on line ${teams.get(name.toLowerCase())})`);
      else teams.set(name.toLowerCase(), r.line);
      const ageGroup = cell('age_group');
      if (!(AGE_GROUPS as readonly string[]).includes(ageGroup)) err('age_group', 'Please choose a valid age group');
      const teamType = optional('team_type');
      if (teamType && !(TEAM_TYPES as readonly string[]).includes(teamType)) err('team_type', 'Please choose a valid team type');
      const groupType = optional('group_type');
      if (groupType && !(GROUP_TYPES as readonly string[]).includes(groupType)) err('group_type', 'Please choose a valid group type');
      const matchFormat = optional('match_format');
      if (matchFormat && !(MATCH_FORMATS as readonly string[]).includes(matchFormat)) err('match_format', 'Please choose a default match format');
      rows.push({
        type: 'team',
        line: r.line,
        team: name,
        ageGroup,
        teamType,
        groupType,
        matchFormat,
      });
      continue;
    }
    const firstName = cell('first_name');
    const lastName = cell('last_name');
    if (!firstName || firstName.length > 100) err('first_name', 'Please enter a first name');
    if (!lastName || lastName.length > 100) err('last_name', 'Please enter a last name');
    const email = optional('email')?.toLowerCase() ?? null;
    if (email) {
      if (!EMAIL.test(email) || email.length > 254) err('email', 'Please enter a valid email address');
      else if (emails.has(email)) err('email', `The email ${email} is used twice (also on line ${emails.get(email)})`);
      else emails.set(email, r.line);
    } else if (type === 'parent') err('email', 'Please enter a valid email address');
    const dateOfBirth = optional('date_of_birth');
    if (dateOfBirth && !realPastDay(dateOfBirth, today)) err('date_of_birth', 'Please enter a valid date of birth (YYYY-MM-DD)');
    const parentEmail = optional('parent_email')?.toLowerCase() ?? null;
    if (parentEmail && (type !== 'player' || !EMAIL.test(parentEmail)))
      err('parent_email', type === 'player' ? 'Please enter a valid parent email address' : 'Only players have a parent email');
    const team = optional('team');
    if (type === 'player' && !team) err('team', 'Please choose a team for this player');
    rows.push({
      type: type as 'player' | 'parent',
      line: r.line,
      firstName,
      lastName,
      email,
      team,
      dateOfBirth,
      parentEmail,
    });
  }
  if (clubTeams) {
    errors.push(...uploadTeamProblems(rows, clubTeams));
    errors.sort((a, b) => a.line - b.line);
  }
  return errors.length ? { rows: [], errors } : { rows, errors };
}

export type UploadKind = 'players' | 'parents' | 'teams';

/** A CSV cell, quoted when it holds a comma, a quote or a line end (a team "Blues, U10"). */
const csvCell = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/**
 * A template per kind: the header and one example row that passes both checks, the device's and
 * the server's against the club (issue 19: the players' sample named a team the club may not
 * have and a parent email no row or member had, so the server refused it). People name one of
 * the club's teams (`teamName`); a club with none gets a team row first, as in a mixed file.
 * Words of the file format, not of the screens.
 */
export function uploadTemplate(kind: UploadKind, teamName: string | null): string {
  const team = csvCell(teamName ?? 'Under 10 Blues');
  const head = (...cols: UploadColumn[]) => cols.map((c) => UPLOAD_HEADERS[c]).join(',');
  const people = head('type', 'first_name', 'last_name', 'email', 'team');
  if (kind === 'teams') return `${head('type', 'first_name', 'last_name', 'email', 'team', 'age_group', 'team_type', 'group_type', 'match_format')}\r\nteam,,,,Under 10 Blues,U10,,,\r\n`;
  if (kind === 'players') {
    return teamName
      ? `${people},${head('date_of_birth', 'parent_email')}\r\nplayer,Sam,Jones,,${team},2016-04-12,\r\n`
      : `${people},${head('date_of_birth', 'parent_email', 'age_group')}\r\nteam,,,,${team},,,U10\r\nplayer,Sam,Jones,,${team},2016-04-12,,\r\n`;
  }
  return `${people}\r\nparent,Alex,Jones,parent@example.com,${teamName ? team : ''}\r\n`;
}
