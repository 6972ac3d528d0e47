// Payment and product routes (issue 25) on both databases: super admin products and prices,
// the club admin's subscription, pause / resume / cancel, invoices and the preview, the
// contract edit (PUT club/{id}/onboarding), who may call what, idempotent writes, and the bad
// input of the list: always a clear 4xx, nothing half-changed, never a 500.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m } from '../../../src/domain/billing/billing-schema';
import { messages } from '../../../src/domain/permissions';
import { createClubWorld, type ClubWorld } from '../../support/club-world';
import { DB_KINDS } from '../../support/test-db';

const PAY = '/api/v1/payment';
const contract = (over: Record<string, unknown> = {}) => ({
  costPerPlayer: 2.5,
  totalPlayers: 40,
  termMonths: 12,
  amount: 1200,
  paymentTerm: 'monthly',
  startDate: '2026-01-01',
  freeTrialDays: 0,
  payer: 'club',
  ...over,
});

describe.each(DB_KINDS)('payment routes on %s', (kind) => {
  let w: ClubWorld;
  let productId: string;
  let priceId: string;
  let day = '2026-03-01';
  const sub = () => `${PAY}/${w.clubA}/subscription`;
  const subscribe = (over: Record<string, unknown> = {}) => ({ kind: 'licence', priceId, billingEmail: 'Treasurer@Alder.test', ...over });

  beforeAll(async () => {
    w = await createClubWorld(kind);
    w.t.app.billingClock = () => new Date(`${day}T10:00:00Z`);
    await w.t.db.query(`UPDATE clubs SET currency = 'GBP' WHERE id IN ($1, $2)`, [w.clubA, w.clubB]);
  });
  afterAll(() => w?.t.close());

  it('lets the super admin add products and prices, and no one else', async () => {
    const admin = w.client('superAdmin');
    const product = await admin.put('/api/v1/product', { name: 'Player licence', kind: 'licence' });
    expect(product.statusCode, product.body).toBe(200);
    productId = product.json().id;
    const price = await admin.post(`${PAY}/price`, { productId, currency: 'GBP', unitAmount: 250, interval: 'month', intervalCount: 1 });
    expect(price.statusCode, price.body).toBe(201);
    priceId = price.json().id;
    expect(price.json()).toMatchObject({ productName: 'Player licence', kind: 'licence', currency: 'GBP', unitAmount: 250, interval: 'month', intervalCount: 1 });
    for (const caller of ['club_admin', 'coach', 'parent', 'outsider'] as const) {
      const refused = await w.client(caller).post(`${PAY}/price`, { productId, currency: 'GBP', unitAmount: 1, interval: 'month', intervalCount: 1 });
      expect(refused.statusCode, caller).toBe(403);
      expect(refused.json().error.message).toBe(messages.adminOnly);
      expect((await w.client(caller).put('/api/v1/product', { name: 'Free', kind: 'licence' })).statusCode).toBe(403);
    }
    expect((await w.client('anonymous').get(`${PAY}/prices`)).statusCode).toBe(401);
    const list = await w.client('club_admin').get(`${PAY}/prices?currency=GBP&kind=licence`);
    expect(list.json().prices.map((p: { id: string }) => p.id)).toEqual([priceId]);
  });

  it('refuses bad prices, products and queries with a clear 400 and makes nothing', async () => {
    const admin = w.client('superAdmin');
    const price = (over: Record<string, unknown>) => admin.post(`${PAY}/price`, { productId, currency: 'GBP', unitAmount: 250, interval: 'month', intervalCount: 1, ...over });
    const cases: [Record<string, unknown>, string][] = [
      [{ unitAmount: -1 }, m.price],
      [{ unitAmount: 1e12 }, m.price],
      [{ unitAmount: 2.5 }, m.price],
      [{ unitAmount: 'lots' }, m.price],
      [{ currency: 'EUR' }, m.currency],
      [{ interval: 'fortnight' }, m.interval],
      [{ intervalCount: 0 }, m.intervalCount],
      [{ productId: 'nope' }, m.choosePrice],
    ];
    for (const [over, message] of cases) {
      const res = await price(over);
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.message).toBe(message);
    }
    expect((await price({ productId: randomUUID() })).statusCode).toBe(400);
    expect((await admin.put('/api/v1/product', { name: 'x'.repeat(10_000), kind: 'licence' })).statusCode).toBe(400);
    expect((await admin.put('/api/v1/product', { name: 'Other', kind: 'merch' })).json().error.message).toBe(m.productKind);
    expect((await admin.get(`${PAY}/prices?currency=EUR`)).statusCode).toBe(400);
    expect(await w.t.db.one('SELECT count(*)::int AS n FROM billing_prices')).toEqual({ n: 1 });
  });

  it('says billing is not configured while the club has no contract', async () => {
    const res = await w.client('club_admin').post(sub(), subscribe());
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('Billing is not configured for this club.');
    expect((await w.client('club_admin').put(`${sub()}/pause`, { kind: 'licence' })).json().error.message).toBe(m.notConfigured);
    // A club admin cannot set a contract where there is none (the super admin sets it).
    expect((await w.client('club_admin').put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract() })).statusCode).toBe(403);
    const trial = await w.client('superAdmin').put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract({ termMonths: 1, freeTrialDays: 45 }) });
    expect(trial.statusCode).toBe(400);
    expect(trial.json().error).toMatchObject({ message: m.trialTooLong, fields: { 'contract.freeTrialDays': m.trialTooLong } });
    const set = await w.client('superAdmin').put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract() });
    expect(set.statusCode, set.body).toBe(200);
  });

  it('subscribes once whatever the retries, and invoices the first period', async () => {
    const admin = w.client('club_admin');
    const key = { 'idempotency-key': randomUUID() };
    const first = await admin.post(sub(), subscribe(), key);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ kind: 'licence', status: 'active', quantity: 40, billingEmail: 'treasurer@alder.test', anchorDate: '2026-03-01', nextInvoiceOn: '2026-04-01' });
    const replay = await admin.post(sub(), subscribe(), key);
    expect(replay.statusCode).toBe(201);
    expect(replay.json().id).toBe(first.json().id);
    const retry = await admin.post(sub(), subscribe());
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    expect((await admin.post(sub(), subscribe({ quantity: 5 }))).json().error.message).toBe(m.alreadySubscribed);
    expect(await w.t.db.one('SELECT count(*)::int AS n FROM billing_subscriptions')).toEqual({ n: 1 });
    const invoices = await admin.get(`${PAY}/${w.clubA}/invoices`);
    expect(invoices.json().invoices).toEqual([expect.objectContaining({ number: 1, total: 10_000, currency: 'GBP', status: 'open', periodStart: '2026-03-01' })]);
    const upcoming = await admin.get(`${PAY}/${w.clubA}/invoices/upcoming`);
    expect(upcoming.json().upcoming).toEqual([expect.objectContaining({ issuedOn: '2026-04-01', total: 10_000 })]);
    expect((await admin.get(sub())).json().subscriptions).toHaveLength(1);
  });

  it('refuses bad subscription input with a clear 4xx and changes nothing', async () => {
    const admin = w.client('club_admin');
    const long = await admin.put(sub(), { kind: 'licence', cardHolderName: 'x'.repeat(10_000) });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.message).toBe('Please keep this to 100 characters');
    expect((await admin.put(sub(), { kind: 'season' })).json().error.message).toBe(m.subscriptionKind);
    expect((await admin.put(sub(), { kind: 'licence', quantity: 0 })).json().error.message).toBe(m.quantity);
    expect((await admin.put(sub(), { kind: 'licence', billingEmail: 'not-an-email' })).json().error.message).toBe(m.email);
    expect((await admin.put(`${sub()}/pause`, {})).statusCode).toBe(400);
    expect((await admin.post(sub(), subscribe({ kind: 'reporting' }))).json().error.message).toBe(m.choosePrice);
    expect((await admin.get(sub())).json().subscriptions[0]).toMatchObject({ quantity: 40, cardHolderName: null, billingEmail: 'treasurer@alder.test' });
  });

  it('keeps the licence in step with the contract a club admin edits (lowering only)', async () => {
    const admin = w.client('club_admin');
    const lower = await admin.put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract({ totalPlayers: 30, paymentTerm: 'quarterly' }) });
    expect(lower.statusCode, lower.body).toBe(200);
    expect(lower.json()).toMatchObject({ contract: { totalPlayers: 30, paymentTerm: 'quarterly' }, licensedPlayers: 0 });
    expect((await admin.get(sub())).json().subscriptions[0].quantity).toBe(30);
    const raise = await admin.put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract({ totalPlayers: 50 }) });
    expect(raise.statusCode).toBe(403);
    expect(raise.json().error.message).toBe(messages.adminOnly);
    expect((await w.client('coach').put(`/api/v1/club/${w.clubA}/onboarding`, { contract: contract({ totalPlayers: 1 }) })).statusCode).toBe(403);
    expect((await admin.get(`/api/v1/club/${w.clubA}/subscription`)).json().contract.totalPlayers).toBe(30);
  });

  it('pauses, resumes and cancels, and refuses to pause a cancelled subscription', async () => {
    const admin = w.client('club_admin');
    day = '2026-04-10';
    const paused = await admin.put(`${sub()}/pause`, { kind: 'licence' });
    expect(paused.statusCode, paused.body).toBe(200);
    // The April period began before the pause, so it is invoiced on pausing.
    expect(paused.json()).toMatchObject({ status: 'paused', pausedOn: '2026-04-10', nextInvoiceOn: null });
    expect((await admin.get(`${PAY}/${w.clubA}/invoices`)).json().invoices.map((i: { number: number }) => i.number)).toEqual([2, 1]);
    expect((await admin.get(`${PAY}/${w.clubA}/invoices/upcoming`)).json().upcoming).toEqual([]);
    day = '2026-06-01';
    const resumed = await admin.put(`${sub()}/resume`, { kind: 'licence' });
    expect(resumed.json()).toMatchObject({ status: 'active', nextInvoiceOn: '2026-07-01' });
    // Resumed on the 1st: June's period starts that day, so it is invoiced; May's is not.
    expect((await admin.get(`${PAY}/${w.clubA}/invoices`)).json().invoices.map((i: { periodStart: string }) => i.periodStart)).toEqual(['2026-06-01', '2026-04-01', '2026-03-01']);
    const cancelled = await admin.delete(sub(), { kind: 'licence' });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelledOn: '2026-06-01' });
    expect((await admin.delete(sub(), { kind: 'licence' })).json().status).toBe('cancelled');
    const pause = await admin.put(`${sub()}/pause`, { kind: 'licence' });
    expect(pause.statusCode).toBe(409);
    expect(pause.json().error.message).toBe(m.cancelled);
    expect((await admin.put(`${sub()}/resume`, { kind: 'reporting' })).statusCode).toBe(404);
  });

  it('lets the super admin record a payment, once', async () => {
    const [invoice] = (await w.client('club_admin').get(`${PAY}/${w.clubA}/invoices`)).json().invoices as { id: string }[];
    const url = `${PAY}/invoice/${invoice!.id}/paid`;
    expect((await w.client('club_admin').put(url, { method: 'cash', paidOn: '2026-06-02' })).statusCode).toBe(403);
    expect((await w.client('superAdmin').put(url, { method: 'cheque', paidOn: '2026-06-02' })).json().error.message).toBe(m.paymentMethod);
    expect((await w.client('superAdmin').put(`${PAY}/invoice/nope/paid`, { method: 'cash', paidOn: '2026-06-02' })).statusCode).toBe(400);
    const paid = await w.client('superAdmin').put(url, { method: 'bank_transfer', paidOn: '2026-06-02', reference: 'ALDER-3' });
    expect(paid.json()).toMatchObject({ status: 'paid', paymentMethod: 'bank_transfer', paidOn: '2026-06-02' });
    expect((await w.client('superAdmin').put(url, { method: 'cash', paidOn: '2026-06-03' })).json().paymentMethod).toBe('bank_transfer');
  });

  it("keeps every club's billing to its club admins", async () => {
    for (const caller of ['coach', 'assistant_coach', 'parent', 'player', 'user'] as const) {
      const res = await w.client(caller).get(`${PAY}/${w.clubA}/invoices`);
      expect(res.statusCode, caller).toBe(403);
      expect(res.json().error.message).toBe(messages.adminOnly);
      expect((await w.client(caller).post(sub(), subscribe())).statusCode).toBe(403);
    }
    const outsider = await w.client('outsider').get(`${PAY}/${w.clubA}/invoices/upcoming`);
    expect(outsider.statusCode).toBe(403);
    expect((await w.client('outsider').get(`${PAY}/${w.clubB}/invoices`)).json()).toEqual({ invoices: [] });
  });
});
