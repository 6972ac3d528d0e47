// The billing provider contract (issue 25): what every implementation of BillingProvider
// (server/lib/billing/provider.ts) must do, as one suite taking a factory, so the built-in
// provider runs it now and a payment provider's adapter (Stripe, against recorded answers) can
// run the very same tests later. Days move with the harness's clock, never with timers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '../../../src/domain/billing/billing-schema';
import type { BillingProvider } from '../../../server/lib/billing/provider';
import { HttpError } from '../../../server/lib/http-error';

export interface ProviderHarness {
  provider: BillingProvider;
  /** A new club in this currency (its own invoice numbers). */
  newClub(currency: string): Promise<string>;
  /** Moves the clock to this day (UTC). */
  setDay(day: string): void;
  /** Lets the provider issue what is due by the clock's day (the built-in provider's invoice run). */
  runInvoices(): Promise<void>;
  close(): Promise<void>;
}

/** The HttpError a call is refused with. */
async function refusal(call: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await call;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
}

export function billingProviderContract(name: string, factory: () => Promise<ProviderHarness>): void {
  describe(`billing provider contract: ${name}`, () => {
    let h: ProviderHarness;
    let p: BillingProvider;
    let licenceGbp: string;
    let licenceYearlyGbp: string;
    let reportingGbp: string;
    let licenceUsd: string;

    beforeAll(async () => {
      h = await factory();
      p = h.provider;
      h.setDay('2026-01-15');
      const licence = await p.putProduct({ name: 'Player licence', kind: 'licence', active: true });
      const reporting = await p.putProduct({ name: 'Reporting', kind: 'reporting', active: true });
      licenceGbp = (await p.createPrice({ productId: licence.id, currency: 'GBP', unitAmount: 250, interval: 'month', intervalCount: 1 })).id;
      licenceYearlyGbp = (await p.createPrice({ productId: licence.id, currency: 'GBP', unitAmount: 2500, interval: 'year', intervalCount: 1 })).id;
      reportingGbp = (await p.createPrice({ productId: reporting.id, currency: 'GBP', unitAmount: 1999, interval: 'week', intervalCount: 2 })).id;
      licenceUsd = (await p.createPrice({ productId: licence.id, currency: 'USD', unitAmount: 300, interval: 'month', intervalCount: 1 })).id;
    });
    afterAll(() => h?.close());

    const subscribe = (clubId: string, over: Partial<Parameters<BillingProvider['createSubscription']>[1]> = {}) =>
      p.createSubscription(clubId, {
        kind: 'licence',
        priceId: licenceGbp,
        quantity: 20,
        billingEmail: 'treasurer@club.test',
        cardHolderName: null,
        currency: 'GBP',
        anchorDate: '2026-01-15',
        ...over,
      });

    it('keeps products and prices in integer minor units, listed by currency and kind', async () => {
      const gbp = await p.listPrices({ currency: 'GBP' });
      expect(gbp.map((x) => x.id).sort()).toEqual([licenceGbp, licenceYearlyGbp, reportingGbp].sort());
      expect(gbp.every((x) => Number.isInteger(x.unitAmount))).toBe(true);
      expect(await p.listPrices({ currency: 'USD', kind: 'licence' })).toEqual([
        expect.objectContaining({ id: licenceUsd, productName: 'Player licence', kind: 'licence', currency: 'USD', unitAmount: 300, interval: 'month', intervalCount: 1 }),
      ]);
      // The same product or price again (a retry) is the same one, never a second.
      expect((await p.putProduct({ name: 'Player licence', kind: 'licence', active: true })).id).toBe(gbp.find((x) => x.id === licenceGbp)!.productId);
      expect((await p.createPrice({ productId: gbp.find((x) => x.id === licenceGbp)!.productId, currency: 'GBP', unitAmount: 250, interval: 'month', intervalCount: 1 })).id).toBe(licenceGbp);
      expect(await p.listPrices({ currency: 'GBP' })).toHaveLength(3);
      const retired = await p.putProduct({ name: 'Old', kind: 'reporting', active: true });
      await p.createPrice({ productId: retired.id, currency: 'NZD', unitAmount: 100, interval: 'day', intervalCount: 7 });
      expect(await p.listPrices({ currency: 'NZD' })).toHaveLength(1);
      await p.putProduct({ id: retired.id, name: 'Old', kind: 'reporting', active: false });
      expect(await p.listPrices({ currency: 'NZD' })).toEqual([]);
    });

    it('subscribes once, invoices the first period at once, and answers a retry with the same subscription', async () => {
      const club = await h.newClub('GBP');
      const first = await subscribe(club);
      expect(first.created).toBe(true);
      expect(first.subscription).toMatchObject({ kind: 'licence', status: 'active', quantity: 20, anchorDate: '2026-01-15', nextInvoiceOn: '2026-02-15', trialEndsOn: null });
      const again = await subscribe(club);
      expect(again).toEqual({ subscription: first.subscription, created: false });
      expect(await p.listSubscriptions(club)).toHaveLength(1);
      // A different plan is a change, not a second subscription.
      expect(await refusal(subscribe(club, { quantity: 25 }))).toEqual({ status: 409, message: m.alreadySubscribed });
      const invoices = await p.listInvoices(club);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({
        number: 1,
        periodStart: '2026-01-15',
        periodEnd: '2026-02-15',
        currency: 'GBP',
        total: 5000,
        status: 'open',
        issuedOn: '2026-01-15',
        dueOn: '2026-01-29',
        lines: [{ description: 'Player licence', quantity: 20, unitAmount: 250, amount: 5000 }],
      });
    });

    it('refuses a price of another currency or another kind, with nothing made', async () => {
      const club = await h.newClub('GBP');
      expect(await refusal(subscribe(club, { priceId: licenceUsd }))).toEqual({ status: 400, message: m.priceCurrency });
      expect(await refusal(subscribe(club, { priceId: reportingGbp }))).toEqual({ status: 400, message: m.choosePrice });
      expect(await refusal(subscribe(club, { priceId: '00000000-0000-4000-8000-000000000000' }))).toEqual({ status: 400, message: m.choosePrice });
      expect(await p.listSubscriptions(club)).toEqual([]);
    });

    it('waits for the end of a free trial, then previews and issues the next invoice', async () => {
      const club = await h.newClub('GBP');
      const { subscription } = await subscribe(club, { anchorDate: '2026-02-01' });
      expect(subscription).toMatchObject({ trialEndsOn: '2026-02-01', nextInvoiceOn: '2026-02-01' });
      expect(await p.listInvoices(club)).toEqual([]);
      expect(await p.previewNextInvoices(club)).toEqual([
        {
          subscriptionId: subscription.id,
          kind: 'licence',
          issuedOn: '2026-02-01',
          periodStart: '2026-02-01',
          periodEnd: '2026-03-01',
          currency: 'GBP',
          lines: [{ description: 'Player licence', quantity: 20, unitAmount: 250, amount: 5000 }],
          total: 5000,
        },
      ]);
      h.setDay('2026-02-01');
      await h.runInvoices();
      await h.runInvoices();
      expect((await p.listInvoices(club)).map((i) => [i.number, i.periodStart])).toEqual([[1, '2026-02-01']]);
      expect((await p.previewNextInvoices(club))[0]).toMatchObject({ periodStart: '2026-03-01', total: 5000 });
      h.setDay('2026-01-15');
    });

    it('pauses (no invoices, no preview), resumes, and pauses again without harm', async () => {
      const club = await h.newClub('GBP');
      await subscribe(club);
      const paused = await p.pauseSubscription(club, 'licence');
      expect(paused).toMatchObject({ status: 'paused', pausedOn: '2026-01-15', nextInvoiceOn: null });
      expect(await p.pauseSubscription(club, 'licence')).toEqual(paused);
      expect(await p.previewNextInvoices(club)).toEqual([]);
      h.setDay('2026-03-20');
      await h.runInvoices();
      expect(await p.listInvoices(club)).toHaveLength(1);
      const resumed = await p.resumeSubscription(club, 'licence');
      // The periods begun while paused (15 Feb, 15 Mar) are never invoiced; the next is 15 Apr.
      expect(resumed).toMatchObject({ status: 'active', pausedOn: null, nextInvoiceOn: '2026-04-15' });
      expect(await p.resumeSubscription(club, 'licence')).toEqual(resumed);
      h.setDay('2026-01-15');
    });

    it('changes quantity and price from the next invoice, and refuses to pause or change a cancelled subscription', async () => {
      const club = await h.newClub('GBP');
      await subscribe(club);
      const more = await p.updateSubscription(club, { kind: 'licence', quantity: 30, currency: 'GBP' });
      expect(more).toMatchObject({ quantity: 30, nextInvoiceOn: '2026-02-15' });
      expect((await p.previewNextInvoices(club))[0]!.total).toBe(7500);
      const yearly = await p.updateSubscription(club, { kind: 'licence', priceId: licenceYearlyGbp, currency: 'GBP' });
      expect(yearly).toMatchObject({ anchorDate: '2026-02-15', nextInvoiceOn: '2026-02-15' });
      expect((await p.previewNextInvoices(club))[0]).toMatchObject({ periodStart: '2026-02-15', periodEnd: '2027-02-15', total: 75_000 });
      const cancelled = await p.cancelSubscription(club, 'licence');
      expect(cancelled).toMatchObject({ status: 'cancelled', cancelledOn: '2026-01-15', nextInvoiceOn: null });
      expect(await p.cancelSubscription(club, 'licence')).toEqual(cancelled);
      expect(await refusal(p.pauseSubscription(club, 'licence'))).toEqual({ status: 409, message: m.cancelled });
      expect(await refusal(p.updateSubscription(club, { kind: 'licence', quantity: 3, currency: 'GBP' }))).toEqual({ status: 409, message: m.cancelled });
      expect(await refusal(p.pauseSubscription(club, 'reporting'))).toEqual({ status: 404, message: m.noSubscription });
      // The issued invoice stays owed; a new subscription may start after a cancel.
      expect(await p.listInvoices(club)).toHaveLength(1);
      expect((await subscribe(club)).created).toBe(true);
    });

    it('numbers invoices 1, 2, 3 per club without gaps across its subscriptions', async () => {
      const club = await h.newClub('GBP');
      const other = await h.newClub('GBP');
      await subscribe(club);
      await subscribe(other);
      await subscribe(club, { kind: 'reporting', priceId: reportingGbp, quantity: 1 });
      h.setDay('2026-02-20');
      await h.runInvoices();
      const numbers = (await p.listInvoices(club)).map((i) => i.number).sort((a, b) => a - b);
      expect(numbers).toEqual(numbers.map((_, i) => i + 1));
      // Licence: 15 Jan, 15 Feb; reporting every 2 weeks: 15 Jan, 29 Jan, 12 Feb.
      expect(numbers).toHaveLength(5);
      expect((await p.listInvoices(other)).map((i) => i.number).sort()).toEqual([1, 2]);
      h.setDay('2026-01-15');
    });

    it('records a payment by bank transfer or cash once', async () => {
      const club = await h.newClub('GBP');
      await subscribe(club);
      const [invoice] = await p.listInvoices(club);
      const paid = await p.recordPayment(invoice!.id, { method: 'bank_transfer', paidOn: '2026-01-20', reference: 'ROVERS-1' }, null);
      expect(paid).toMatchObject({ status: 'paid', paidOn: '2026-01-20', paymentMethod: 'bank_transfer', paymentReference: 'ROVERS-1' });
      expect(await p.recordPayment(invoice!.id, { method: 'cash', paidOn: '2026-01-21' }, null)).toEqual(paid);
      expect(await refusal(p.recordPayment('00000000-0000-4000-8000-000000000000', { method: 'cash', paidOn: '2026-01-21' }, null))).toEqual({ status: 404, message: m.invoiceNotFound });
    });

    it("answers one of the club's invoices (the PDF's source), and none of another club's", async () => {
      const club = await h.newClub('GBP');
      const other = await h.newClub('GBP');
      await subscribe(club);
      const [invoice] = await p.listInvoices(club);
      expect(await p.getInvoice(club, invoice!.id)).toEqual(invoice);
      expect(await p.getInvoice(other, invoice!.id)).toBeNull();
      expect(await p.getInvoice(club, '00000000-0000-4000-8000-000000000000')).toBeNull();
    });
  });
}
