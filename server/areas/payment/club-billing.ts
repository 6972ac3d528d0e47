// What billing needs to know of a club: its currency and its contract (spec §3 Contract). With
// no contract, billing is not configured for the club ('Billing is not configured for this club.').
import { billingMessages as m } from '../../../src/domain/billing/billing-schema';
import { addDays } from '../../../src/domain/billing/periods';
import type { Queryable } from '../../db/db';
import { conflict, notFound } from '../../lib/http-error';

export interface ClubBilling {
  currency: string;
  totalPlayers: number;
  /** The contract's start plus its free trial: no invoice before this day. */
  trialEndsOn: string;
}

export async function clubBilling(db: Queryable, clubId: string): Promise<ClubBilling> {
  const row = await db.maybeOne<{ currency: string | null; total_players: number | null; start_date: string | null; free_trial_days: number | null; has_contract: boolean }>(
    `SELECT c.currency, k.total_players, k.start_date::text AS start_date, k.free_trial_days, (k.club_id IS NOT NULL) AS has_contract
     FROM clubs c LEFT JOIN contracts k ON k.club_id = c.id WHERE c.id = $1`,
    [clubId],
  );
  if (!row) throw notFound('Club not found');
  if (!row.has_contract || !row.currency || !row.start_date) throw conflict(m.notConfigured, 'billing_not_configured');
  return { currency: row.currency, totalPlayers: row.total_players ?? 0, trialEndsOn: addDays(row.start_date, row.free_trial_days ?? 0) };
}
