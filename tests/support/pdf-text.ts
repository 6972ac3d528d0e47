// The text of a PDF made by pdfkit, read back for tests with no PDF parser: every content stream
// (inflated when FlateDecode'd, as pdfkit compresses them) is searched for the text-showing
// operator pdfkit writes, `[<hex> kerning <hex> ...] TJ`, whose hex strings are the standard
// fonts' WinAnsi (Windows-1252) bytes. One TJ is one run of text on a line; runs are answered in
// the order drawn, one per line.
import { inflateSync } from 'node:zlib';

// 0x80-0x9F of Windows-1252 (Node's TextDecoder reads that label as Latin-1, whose 0x80-0x9F are
// control characters); the rest of WinAnsi is Latin-1 itself. Unused codes read as '?'.
const HIGH = '€?‚ƒ„…†‡ˆ‰Š‹Œ?Ž??‘’“”•–—˜™š›œ?žŸ';
const winAnsi = (bytes: Buffer) => Array.from(bytes, (b) => (b >= 0x80 && b <= 0x9f ? HIGH[b - 0x80]! : String.fromCharCode(b))).join('');

function contentStreams(pdf: Buffer): Buffer[] {
  const raw = pdf.toString('latin1');
  const streams: Buffer[] = [];
  for (let at = raw.indexOf('stream\n'); at !== -1; at = raw.indexOf('stream\n', at + 7)) {
    if (raw.slice(at - 3, at) === 'end') continue;
    const dict = raw.slice(raw.lastIndexOf(' obj', at), at);
    const length = /\/Length (\d+)/.exec(dict);
    if (!length || /\/Subtype \/Image/.test(dict)) continue;
    const bytes = pdf.subarray(at + 7, at + 7 + Number(length[1]));
    streams.push(/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes);
  }
  return streams;
}

/** The PDF's text runs, one per line. */
export function pdfText(pdf: Buffer): string {
  const runs: string[] = [];
  for (const stream of contentStreams(pdf)) {
    for (const tj of stream.toString('latin1').matchAll(/\[([^\]]*)\] TJ/g)) {
      const hex = [...tj[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return runs.join('\n');
}
