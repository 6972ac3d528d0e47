// The demo club's billing (issue 25 item 8): on a licence subscription with a year of paid
// invoices, numbered 1-13 without gaps, and this month's one due; the invoice run finds nothing
// more to issue today.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { seedDemo } from '../../../server/db/seed';
import { DEMO_CLUB } from '../../../server/db/seed/clubs';
import { builtInProvider } from '../../../server/lib/billing/built-in-provider';
import { runInvoices } from '../../../server/lib/billing/invoice-run';
import { systemClock } from '../../../server/lib/billing/provider';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('demo billing on %s', (kind) => {
  let db: Db;
  beforeAll(async () => {
    db = await createTestDb(kind);
    await seedDemo(db);
  });
  afterAll(() => db?.close());

  it('puts the demo club on a licence subscription with a year paid and one invoice due', async () => {
    const { id } = await db.one<{ id: string }>('SELECT id FROM clubs WHERE name = $1', [DEMO_CLUB.name]);
    const p = builtInProvider(db, systemClock);
    const [subscription] = await p.listSubscriptions(id);
    expect(subscription).toMatchObject({ kind: 'licence', status: 'active', quantity: 60, price: { currency: 'GBP', unitAmount: 300, interval: 'month' } });
    expect((await runInvoices(db, systemClock)).issued).toBe(0);
    const invoices = await p.listInvoices(id);
    expect(invoices.map((i) => i.number)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(invoices.filter((i) => i.status === 'paid')).toHaveLength(12);
    expect(invoices[0]).toMatchObject({ status: 'open', total: 18_000 });
    expect(invoices[0]!.issuedOn <= new Date().toISOString().slice(0, 10)).toBe(true);
    expect(await p.previewNextInvoices(id)).toEqual([expect.objectContaining({ periodStart: subscription!.nextInvoiceOn, total: 18_000 })]);
    const licensed = await db.one<{ n: number }>('SELECT count(*)::int AS n FROM club_licences WHERE club_id = $1', [id]);
    expect(licensed.n).toBeGreaterThan(10);
    expect(licensed.n).toBeLessThanOrEqual(60);
  });
});
