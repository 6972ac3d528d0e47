// The built-in billing provider's invoice run for many clubs (issue 25 figure: 1,000 clubs on
// PostgreSQL, aim <= 30 s): every club has a monthly licence subscription whose next period
// starts today, so one run issues one invoice per club (each in its own transaction, with the
// club's gapless number). A second run the same day issues none and is timed too.
import { runInvoices } from '../../server/lib/billing/invoice-run';
import { createTestDb, type DbKind } from '../support/test-db';

export interface InvoiceRunFigures {
  kind: DbKind;
  clubs: number;
  issued: number;
  ms: number;
  againMs: number;
}

export async function benchInvoiceRun(kind: DbKind, clubs: number): Promise<InvoiceRunFigures> {
  const db = await createTestDb(kind);
  try {
    const today = new Date().toISOString().slice(0, 10);
    await db.query(`INSERT INTO clubs (name, currency) SELECT 'Bench club ' || n, 'GBP' FROM generate_series(1, $1) AS n`, [clubs]);
    const { id: productId } = await db.one<{ id: string }>(`INSERT INTO billing_products (name, kind) VALUES ('Player licence', 'licence') RETURNING id`);
    const { id: priceId } = await db.one<{ id: string }>(`INSERT INTO billing_prices (product_id, currency, unit_amount, interval, interval_count) VALUES ($1, 'GBP', 300, 'month', 1) RETURNING id`, [
      productId,
    ]);
    await db.query(
      `INSERT INTO billing_subscriptions (club_id, kind, price_id, quantity, status, anchor_date, next_invoice_on, billing_email)
       SELECT id, 'licence', $1, 40, 'active', $2::date, $2::date, 'club@example.test' FROM clubs WHERE name LIKE 'Bench club %'`,
      [priceId, today],
    );
    const clock = () => new Date();
    const start = performance.now();
    const { issued } = await runInvoices(db, clock);
    const ms = performance.now() - start;
    const again = performance.now();
    await runInvoices(db, clock);
    return { kind, clubs, issued, ms, againMs: performance.now() - again };
  } finally {
    await db.close();
  }
}

export const formatInvoiceRun = (f: InvoiceRunFigures): string =>
  `invoice run on ${f.kind}: ${f.issued} invoices for ${f.clubs} clubs in ${(f.ms / 1000).toFixed(2)} s (aim <= 30 s); the same day again ${(f.againMs / 1000).toFixed(2)} s`;
