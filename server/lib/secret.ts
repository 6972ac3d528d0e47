// The signing secret: TOUCHLINE_SECRET when set, else one made once and kept in app_settings
// so every API process on the same database signs alike and restarts keep cookies valid.
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';

export async function loadSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const fresh = randomBytes(32).toString('base64url');
  await db.query(`INSERT INTO app_settings (key, value) VALUES ('signing_secret', $1) ON CONFLICT (key) DO NOTHING`, [fresh]);
  const row = await db.one<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'signing_secret'`);
  return row.value;
}
