// The demo's coach challenge answers are real pictures (issue 22 item 6). The seed has only the
// database, so at start-up every demo answer row (answer_sha256 'demo-picture', see
// server/db/seed/homework.ts) whose file is missing from the store gets a small JPEG drawn here.
// Nothing else is touched: members' own uploads never carry that mark.
import sharp from 'sharp';
import { Readable } from 'node:stream';
import type { Queryable } from '../../db/db';
import { DEMO_PICTURE_SHA } from '../../db/seed/homework';
import type { FileStore } from '../../lib/storage/file-store';
import { answerKey } from './answer-file';

const COLOURS = ['#2e7d32', '#1565c0', '#c62828', '#6a1b9a'];

/** A 480x360 picture: a pitch-green field with a ball, and the challenge's title. */
async function picture(title: string, n: number): Promise<Buffer> {
  const safe = title.replace(/[<&>"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360">
    <rect width="480" height="360" fill="${COLOURS[n % COLOURS.length]}"/>
    <rect x="20" y="20" width="440" height="320" fill="none" stroke="#fff" stroke-width="4"/>
    <circle cx="240" cy="170" r="60" fill="#fff"/><circle cx="240" cy="170" r="22" fill="#222"/>
    <text x="240" y="300" font-family="sans-serif" font-size="24" fill="#fff" text-anchor="middle">${safe}</text></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** Writes the missing demo answer pictures; answers how many. */
export async function writeDemoHomeworkFiles(db: Queryable, store: FileStore): Promise<number> {
  const rows = await db.query<{ homework_id: string; player_id: string; title: string }>(
    `SELECT e.homework_id, e.player_id, h.title FROM homework_entries e JOIN homework h ON h.id = e.homework_id WHERE e.answer_sha256 = $1`,
    [DEMO_PICTURE_SHA],
  );
  let written = 0;
  for (const [n, r] of rows.entries()) {
    const key = answerKey(r.homework_id, r.player_id);
    if ((await store.head(key)) !== null) continue;
    const bytes = await picture(r.title, n);
    await store.put(key, Readable.from([bytes]), { contentType: 'image/jpeg', size: bytes.length });
    await db.query('UPDATE homework_entries SET answer_size = $3 WHERE homework_id = $1 AND player_id = $2', [r.homework_id, r.player_id, bytes.length]);
    written += 1;
  }
  return written;
}
