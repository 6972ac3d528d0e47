// The built-in provider's invoice run over 13 simulated months (issue 25 "Done means"), on both
// databases, with an injected clock and no timers. The clock is moved a day at a time (every
// day, and the 1st of each month twice), so "once per period however often it runs" is tested
// on every day. Documented outcome (server/lib/billing/README.md):
// - a monthly subscription from 1 January 2026 gives 13 invoices by 31 January 2027 (the 1st of
//   each month, January to January), numbered 1-13;
// - one paused on 15 April and resumed on 10 June gives 11: January to April (April's period
//   had begun before the pause), none for May and June (begun while paused), then July to
//   January.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db';
import { builtInProvider } from '../../../server/lib/billing/built-in-provider';
import { runInvoices } from '../../../server/lib/billing/invoice-run';
import { addDays } from '../../../src/domain/billing/periods';
import { createClub } from '../../support/factories';
import { createTestDb, DB_KINDS } from '../../support/test-db';

describe.each(DB_KINDS)('invoice run over 13 months on %s', (kind) => {
  let db: Db;
  let day = '2026-01-01';
  const clock = () => new Date(`${day}T06:00:00Z`);

  beforeAll(async () => {
    db = await createTestDb(kind);
  });
  afterAll(() => db?.close());

  it('issues one invoice per period, none for the periods begun while paused', async () => {
    const p = builtInProvider(db, clock);
    const product = await p.putProduct({ name: 'Player licence', kind: 'licence', active: true });
    const price = await p.createPrice({ productId: product.id, currency: 'GBP', unitAmount: 300, interval: 'month', intervalCount: 1 });
    const club = async () => {
      const { id } = await createClub(db);
      await db.query(`UPDATE clubs SET currency = 'GBP' WHERE id = $1`, [id]);
      await p.createSubscription(id, { kind: 'licence', priceId: price.id, quantity: 40, billingEmail: 'club@example.test', currency: 'GBP', anchorDate: '2026-01-01' });
      return id;
    };
    const steady = await club();
    const paused = await club();

    let issued = 0;
    while (day <= '2027-01-31') {
      if (day === '2026-04-15') await builtInProvider(db, clock).pauseSubscription(paused, 'licence');
      if (day === '2026-06-10') await builtInProvider(db, clock).resumeSubscription(paused, 'licence');
      issued += (await runInvoices(db, clock)).issued;
      // A second run on the same day issues nothing more.
      if (day.endsWith('-01')) expect((await runInvoices(db, clock)).issued).toBe(0);
      day = addDays(day, 1);
    }

    const months = (ids: string[]) => ids.map((d) => d.slice(0, 7));
    const steadyInvoices = (await p.listInvoices(steady)).reverse();
    expect(steadyInvoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(months(steadyInvoices.map((i) => i.periodStart))).toEqual([
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
    ]);
    // Each period ends where the next begins; every invoice is 40 x 3.00 = 120.00 in pence.
    steadyInvoices.slice(1).forEach((inv, i) => expect(inv.periodStart).toBe(steadyInvoices[i]!.periodEnd));
    expect(steadyInvoices.every((i) => i.total === 12_000 && i.currency === 'GBP' && i.issuedOn === i.periodStart)).toBe(true);

    const pausedInvoices = (await p.listInvoices(paused)).reverse();
    expect(pausedInvoices.map((i) => i.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(months(pausedInvoices.map((i) => i.periodStart))).toEqual(['2026-01', '2026-02', '2026-03', '2026-04', '2026-07', '2026-08', '2026-09', '2026-10', '2026-11', '2026-12', '2027-01']);
    // The subscribe call issued the two January invoices; the run the other 22.
    expect(issued).toBe(13 + 11 - 2);
    expect(await db.one('SELECT count(*)::int AS n FROM billing_invoices')).toEqual({ n: 24 });
  });

  it('invoices a retired club no more', async () => {
    day = '2027-03-01';
    const { id } = await db.one<{ id: string }>(`SELECT club_id AS id FROM billing_subscriptions WHERE status = 'active' ORDER BY created_at LIMIT 1`);
    await db.query('UPDATE clubs SET active = false WHERE id = $1', [id]);
    const before = (await builtInProvider(db, clock).listInvoices(id)).length;
    // Only the other club's February and March.
    expect((await runInvoices(db, clock)).issued).toBe(2);
    expect(await builtInProvider(db, clock).listInvoices(id)).toHaveLength(before);
  });
});
