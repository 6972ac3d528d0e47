import { describe, expect, it } from 'vitest';
import { parseCsv, type CsvError } from '../../src/domain/csv';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted fields, escaped quotes, commas and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFname,note\r\n"Smith, Jo","said ""hi"""\r\nAl,"two\r\nlines"\r\n';
    expect(parseCsv(text)).toEqual({
      header: ['name', 'note'],
      rows: [
        { line: 2, cells: ['Smith, Jo', 'said "hi"'] },
        { line: 3, cells: ['Al', 'two\r\nlines'] },
      ],
    });
  });

  it('keeps empty fields, skips blank lines, and numbers rows by the line they start on', () => {
    const r = parseCsv('a,b,c\n1,,3\n\n,,\nx,"",z');
    expect(r.rows).toEqual([
      { line: 2, cells: ['1', '', '3'] },
      { line: 4, cells: ['', '', ''] },
      { line: 5, cells: ['x', '', 'z'] },
    ]);
  });

  it('names the line of a broken row', () => {
    const err = (text: string) => {
      try {
        parseCsv(text);
      } catch (e) {
        return e as CsvError;
      }
      throw new Error('expected an error');
    };
    expect(err('a,b\n1,2,3').line).toBe(2);
    expect(err('a,b\n1,2,3').message).toBe('Expected 2 columns, found 3');
    expect(err('a,b\n"open,2').message).toBe('A quoted field is not closed');
    expect(err('a,b\nx"y",2').line).toBe(2);
    expect(err('a,b\n"x"y,2').message).toBe('Unexpected text after a closing quote');
    expect(err('').message).toBe('The file is empty');
  });
});
