// The invoice run of the built-in provider: issues every invoice due by the clock's day, each
// subscription in its own transaction (a failure leaves the others issued). It is safe to run
// as often as anyone likes, and from several processes at once: a period is invoiced once
// (the subscription's row lock, then UNIQUE (subscription_id, period_index)). The clock is
// injected, so tests walk months of billing with no timers; the server runs it from
// startInvoiceJob below.
import type { Db } from '../../db/db';
import { builtInProvider } from './built-in-provider';
import { dayOf, systemClock, type Clock } from './provider';

export async function runInvoices(db: Db, clock: Clock): Promise<{ issued: number; subscriptions: number }> {
  // A retired club (DELETE club/{clubId}) is invoiced no more; its subscriptions are kept as they are.
  const due = await db.query<{ id: string }>(
    `SELECT s.id FROM billing_subscriptions s JOIN clubs c ON c.id = s.club_id AND c.active
     WHERE s.status = 'active' AND s.next_invoice_on <= $1 ORDER BY s.next_invoice_on, s.id`,
    [dayOf(clock)],
  );
  let issued = 0;
  for (const { id } of due) issued += await db.transaction((tx) => builtInProvider(tx, clock).issueDue(id));
  return { issued, subscriptions: due.length };
}

/** Runs the invoice run now and then every `everyMs` (an hour by default); returns a stop function. */
export function startInvoiceJob(db: Db, log: { error(obj: unknown, msg: string): void }, everyMs = 3_600_000): () => void {
  const run = () => runInvoices(db, systemClock).catch((err: unknown) => log.error({ err }, 'invoice run failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
