// Bulk upload (PUT club/{clubId}/upload): the file is checked on the device first
// (checkUploadCsv, shared with the server), then by the server with a dry run (team names and
// emails against the club), and only a file valid in both is sent for writing. Online only: the
// server writes every row in one transaction or none, so there is nothing to queue.
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { parseCsv, CsvError } from '../../../domain/csv';
import { useClubPermissions } from '../../access/data/club-permissions';
import { checkUploadCsv, UPLOAD_MAX_CHARS, uploadMessages, uploadTemplate, type UploadAnswer, type UploadKind, type UploadRowError } from '../../../domain/club/upload-schema';

export type { UploadKind };
export const UPLOAD_KINDS: readonly UploadKind[] = ['players', 'parents', 'teams'];

export const templateFileName = (kind: UploadKind) => `touchline-${kind}-template.csv`;

/** A CSV file a browser can download, for the template links; its sample names one of the club's teams. */
export const templateHref = (kind: UploadKind, teamName: string | null) => `data:text/csv;charset=utf-8,${encodeURIComponent(uploadTemplate(kind, teamName))}`;

/** One line of the file as shown on the screen, with its problems. */
export interface ShownRow {
  line: number;
  cells: string[];
  errors: UploadRowError[];
}

export interface CheckedFile {
  name: string;
  csv: string;
  header: string[];
  rows: ShownRow[];
  /** Problems with the file as a whole (line 0) or its header (line 1). */
  fileErrors: UploadRowError[];
  isValid: boolean;
}

/** Lays the file out row by row with the errors of each line. */
export function layOut(name: string, csv: string, errors: UploadRowError[]): CheckedFile {
  let header: string[] = [];
  let rows: ShownRow[] = [];
  try {
    const parsed = parseCsv(csv);
    header = parsed.header;
    rows = parsed.rows.map((r) => ({ line: r.line, cells: r.cells, errors: errors.filter((e) => e.line === r.line) }));
  } catch (e) {
    if (!(e instanceof CsvError)) throw e;
  }
  const rowLines = new Set(rows.map((r) => r.line));
  const fileErrors = errors.filter((e) => e.line <= 1 || !rowLines.has(e.line));
  return { name, csv, header, rows, fileErrors, isValid: errors.length === 0 };
}

/** Reads a chosen file, refusing one over the size limit or not text before it is read as text. */
export async function readUploadFile(file: File): Promise<{ csv: string } | { refused: string }> {
  // Bytes, not characters: a UTF-8 file of this size could still be within the character limit,
  // but the request body limit is counted in bytes too.
  if (file.size > UPLOAD_MAX_CHARS) return { refused: uploadMessages.tooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  let csv: string;
  try {
    csv = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { refused: uploadMessages.notText };
  }
  return { csv };
}

/**
 * The device's check: the file's own rules, no network; with the club's team names (once they
 * are known) the team rule too, so a row is not called valid for a team the server will refuse.
 */
export function checkOnDevice(name: string, csv: string, clubTeams?: readonly string[]): CheckedFile {
  try {
    return layOut(name, csv, checkUploadCsv(csv, undefined, clubTeams ? new Set(clubTeams.map((t) => t.toLowerCase())) : undefined).errors);
  } catch {
    // The shared check throws on some impossible dates (e.g. month 13); the file is refused
    // rather than the screen failing.
    return layOut(name, csv, [{ line: 0, column: null, message: uploadMessages.failed }]);
  }
}

export const sendUpload = (clubId: string, csv: string, dryRun: boolean) =>
  api().put<UploadAnswer>(`/club/${encodeURIComponent(clubId)}/upload`, { body: { csv, dryRun } });

/** Whether the signed-in member may upload and clear data in the club, with the club's overrides when known (the server has the last word). */
export function useMayUpload(clubId: string): boolean {
  return useClubPermissions(clubId).has('data.upload');
}

/** What a failed upload or clear-data call comes to on the screen. */
export type UploadFailureKind = { kind: 'offline' } | { kind: 'denied' } | { kind: 'playerLimit' } | { kind: 'message'; message: string } | { kind: 'other' };

export function classifyFailure(error: unknown): UploadFailureKind {
  if (!isApiError(error)) return { kind: 'other' };
  if (error.code === 'network') return { kind: 'offline' };
  if (error.status === 403) return { kind: 'denied' };
  if (error.code === 'player_limit_reached') return { kind: 'playerLimit' };
  return { kind: 'message', message: error.message };
}
