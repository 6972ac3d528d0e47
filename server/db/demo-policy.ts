// When the demo club may exist (issue 18, finding 4). Its accounts share a published password and
// one of them is a super admin; its invite codes are fixed. So it is seeded on the embedded
// database (PGlite, the try-it-out `npm start`) unless TOUCHLINE_SEED=false, on a DATABASE_URL
// only with TOUCHLINE_SEED=true, and never in production, which also refuses to start while
// demo accounts are in the database.
import type { Config } from '../config';
import type { Queryable } from './db';
import { DEMO_EMAIL_DOMAIN } from './seed/clubs';

export function seedWanted(config: Pick<Config, 'seed' | 'databaseUrl' | 'env'>): boolean {
  if (config.env === 'production') return false;
  return config.seed ?? config.databaseUrl === undefined;
}

/** Throws (with the message main.ts prints) when a demo account exists. */
export async function assertNoDemoAccounts(db: Queryable): Promise<void> {
  const row = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM users WHERE lower(email) LIKE $1', [`%@${DEMO_EMAIL_DOMAIN}`]);
  if (row.n === 0) return;
  throw new Error(
    `Touchline will not start with TOUCHLINE_ENV=production: the database holds ${row.n} demo account${row.n === 1 ? '' : 's'} (*@${DEMO_EMAIL_DOMAIN}), ` +
      'whose password is published, one of them a super admin. Use a database without the demo club, or remove those accounts first.',
  );
}
