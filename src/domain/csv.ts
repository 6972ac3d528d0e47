// A small RFC 4180 CSV parser for bulk uploads: comma separated, fields optionally in double
// quotes, "" for a quote inside a quoted field, CRLF or LF line ends (also inside quotes), an
// optional UTF-8 byte-order mark. Pure, so the upload screen can check a file before sending
// it and the server checks it again. Errors carry the line in `line`; the message does not repeat
// it, as the screens put 'Line N:' before each problem themselves (issue 19: 'Line 2: Line 2: ...').
export interface CsvResult {
  header: string[];
  /** Data rows; `line` is the 1-based line where the row starts (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

export class CsvError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

export function parseCsv(text: string): CsvResult {
  const src = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let i = 0;
  let quoted = false;
  let afterQuote = false;

  const endField = () => {
    cells.push(field);
    field = '';
    afterQuote = false;
  };
  const endRecord = () => {
    endField();
    // A blank line (one empty cell) is skipped rather than read as a row of one empty field.
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
  };

  while (i < src.length) {
    const ch = src[i]!;
    if (quoted) {
      if (ch === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        afterQuote = true;
        i++;
        continue;
      }
      if (ch === '\n') line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== '' || afterQuote) throw new CsvError('A quote may only start a field', line);
      quoted = true;
      i++;
      continue;
    }
    if (ch === ',') {
      endField();
      i++;
      continue;
    }
    if (ch === '\r' || ch === '\n') {
      endRecord();
      i += ch === '\r' && src[i + 1] === '\n' ? 2 : 1;
      line++;
      recordLine = line;
      continue;
    }
    if (afterQuote) throw new CsvError('Unexpected text after a closing quote', line);
    field += ch;
    i++;
  }
  if (quoted) throw new CsvError('A quoted field is not closed', recordLine);
  if (field !== '' || cells.length > 0 || afterQuote) endRecord();

  const [head, ...rows] = records;
  if (!head) throw new CsvError('The file is empty', 1);
  const header = head.cells.map((h) => h.trim());
  for (const r of rows) {
    if (r.cells.length !== header.length) throw new CsvError(`Expected ${header.length} columns, found ${r.cells.length}`, r.line);
  }
  return { header, rows };
}
