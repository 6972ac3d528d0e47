// The club admin's billing page (issue 25): contract, plan, licensed players, next invoice and
// history from the server, kept on the device; pause behind a question that says what happens,
// sent straight to the server with an Idempotency-Key; offline, the last known state "as of"
// and every change refused, saying so; no contract: 'Billing is not configured for this club.'
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { configureApi } from '../../../src/api/client';
import { getDb } from '../../../src/db/database';
import type { BillingSubscription, Invoice } from '../../../src/domain/billing/billing-schema';
import type { SubscriptionAnswer } from '../../../src/domain/club/create-club-schema';
import { json, type SeenRequest } from '../api/fake-server';
import { adminWorld, CLUB } from '../clubs/member-world';
import { asCoach } from '../clubs/settings-world';
import { renderApp } from '../support/render-app';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => {
  configureApi({});
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const clubAnswer = (over: Partial<SubscriptionAnswer> = {}): SubscriptionAnswer => ({
  clubId: CLUB,
  currency: 'GBP',
  contract: { costPerPlayer: 3, totalPlayers: 60, termMonths: 24, amount: 4320, paymentTerm: 'monthly', startDate: '2025-11-29', freeTrialDays: 0, payer: 'club' },
  subscription: null,
  activePlayers: 30,
  licensedPlayers: 24,
  trialEndsOn: null,
  renewsOn: '2027-11-29',
  ...over,
});
const price = { id: 'p1', productId: 'prod1', productName: 'Touchline player licence', kind: 'licence', currency: 'GBP', unitAmount: 300, interval: 'month', intervalCount: 1 } as const;
const subscription = (over: Partial<BillingSubscription> = {}): BillingSubscription => ({
  id: 's1',
  clubId: CLUB,
  kind: 'licence',
  status: 'active',
  price,
  quantity: 60,
  anchorDate: '2025-11-29',
  trialEndsOn: null,
  nextInvoiceOn: '2026-12-29',
  pausedOn: null,
  cancelledOn: null,
  billingEmail: 'treasurer@rovers.test',
  cardHolderName: null,
  ...over,
});
const invoice = (number: number, status: Invoice['status'], start: string, end: string): Invoice => ({
  id: `i${number}`,
  clubId: CLUB,
  subscriptionId: 's1',
  kind: 'licence',
  number,
  periodStart: start,
  periodEnd: end,
  currency: 'GBP',
  lines: [{ description: 'Touchline player licence', quantity: 60, unitAmount: 300, amount: 18_000 }],
  total: 18_000,
  status,
  issuedOn: start,
  dueOn: start,
  paidOn: status === 'paid' ? start : null,
  paymentMethod: status === 'paid' ? 'bank_transfer' : null,
  paymentReference: null,
});

function billingWorld(state: { club?: SubscriptionAnswer; subscriptions?: BillingSubscription[] } = {}, extra: (req: SeenRequest) => ReturnType<typeof json> | undefined = () => undefined) {
  let subs = state.subscriptions ?? [subscription()];
  return adminWorld((req) => {
    const answer = extra(req);
    if (answer) return answer;
    if (req.method === 'PUT' && req.path === `/api/v1/payment/${CLUB}/subscription/pause`) {
      subs = [subscription({ status: 'paused', pausedOn: '2026-11-29', nextInvoiceOn: null })];
      return json(200, subs[0]);
    }
    if (req.method !== 'GET') return undefined;
    if (req.path === `/api/v1/club/${CLUB}/subscription`) return json(200, state.club ?? clubAnswer());
    if (req.path === `/api/v1/payment/${CLUB}/subscription`) return json(200, { subscriptions: subs });
    if (req.path === `/api/v1/payment/${CLUB}/invoices`) return json(200, { invoices: [invoice(2, 'open', '2026-11-29', '2026-12-29'), invoice(1, 'paid', '2026-10-29', '2026-11-29')] });
    if (req.path === `/api/v1/payment/${CLUB}/invoices/upcoming`) {
      const running = subs.filter((s) => s.status === 'active');
      return json(200, {
        upcoming: running.map(() => ({ subscriptionId: 's1', kind: 'licence', issuedOn: '2026-12-29', periodStart: '2026-12-29', periodEnd: '2027-01-29', currency: 'GBP', lines: [], total: 18_000 })),
      });
    }
    if (req.path === '/api/v1/payment/prices') return json(200, { prices: [price] });
    return undefined;
  });
}

describe('billing page', () => {
  it('shows the contract, plan, licensed players, next invoice and history, as of when they were fetched', async () => {
    billingWorld();
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByText('24 of 60')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/^As of /);
    expect(screen.getByText('£3.00 every month × 60')).toBeInTheDocument();
    expect(screen.getByText('Player licences: £180.00 on 29 Dec 2026, for the period until 29 Jan 2027')).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell')[0]!.textContent)).toEqual(['2', '1']);
    expect(rows[0]).toHaveTextContent('Due');
    expect(rows[1]).toHaveTextContent('Paid (29 Oct 2026, Bank transfer)');
    expect(screen.getByText('29 Nov 2027')).toBeInTheDocument();
  });

  it('pauses after a question saying what happens to access and invoices, straight to the server', async () => {
    const api = billingWorld();
    await renderApp(`/secure/club/${CLUB}/billing`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pause' }));
    const question = screen.getByRole('alertdialog');
    expect(question).toHaveTextContent('No invoices are issued while it is paused, and the periods that begin while it is paused are never invoiced. Players keep their access and their licences.');
    fireEvent.click(within(question).getByRole('button', { name: 'Yes, pause' }));
    expect(await screen.findByText(/None while paused/)).toBeInTheDocument();
    const pause = api.seen.find((r) => r.method === 'PUT' && r.path.endsWith('/subscription/pause'))!;
    expect(pause.body).toMatchObject({ kind: 'licence' });
    expect(pause.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    // Nothing about money waits in the device's outbox.
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('offline: the last known billing "as of", and every change refused, saying so', async () => {
    const api = billingWorld();
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByText('24 of 60')).toBeInTheDocument();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/You are offline: this is the billing as of .+\. Changes to billing need a connection\./)).toBeInTheDocument();
    expect(screen.getByText('24 of 60')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pause' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel subscription' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit contract' })).toBeDisabled();
    expect(screen.getAllByText('You are offline. Changes to billing need a connection.').length).toBeGreaterThan(0);
    expect(api.seen.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('subscribes the club to a price of its currency, straight to the server', async () => {
    let subscribed = false;
    const api = billingWorld({ subscriptions: [] }, (req) => {
      if (req.method === 'POST' && req.path === `/api/v1/payment/${CLUB}/subscription`) {
        subscribed = true;
        return json(201, subscription());
      }
      if (subscribed && req.method === 'GET' && req.path === `/api/v1/payment/${CLUB}/subscription`) return json(200, { subscriptions: [subscription()] });
      return undefined;
    });
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByText('This club has no subscription yet.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Subscribe to Player licences' });
    expect(within(form).getByLabelText('Price')).toHaveDisplayValue('Touchline player licence: £3.00 every month');
    fireEvent.change(within(form).getByLabelText('Billing email'), { target: { value: 'treasurer@rovers.test' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    const post = api.seen.find((r) => r.method === 'POST')!;
    expect(post.body).toMatchObject({ kind: 'licence', priceId: 'p1', billingEmail: 'treasurer@rovers.test' });
    expect(post.headers.get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('says billing is not configured where the club has no contract', async () => {
    billingWorld({ club: clubAnswer({ contract: null, renewsOn: null }), subscriptions: [] });
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByText('Billing is not configured for this club.')).toBeInTheDocument();
  });

  it('edits the contract: a trial longer than the term is refused on the device, the server’s refusal shown in its words', async () => {
    const api = billingWorld({}, (req) =>
      req.method === 'PUT' && req.path === `/api/v1/club/${CLUB}/onboarding` ? json(403, { error: { code: 'admin_only', message: 'This section is only available to administrators' } }) : undefined,
    );
    await renderApp(`/secure/club/${CLUB}/billing`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contract' }));
    fireEvent.change(screen.getByLabelText('Term in months'), { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText('Free trial in days'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('The free trial cannot be longer than the contract term')).toBeInTheDocument();
    expect(api.seen.some((r) => r.method === 'PUT')).toBe(false);
    fireEvent.change(screen.getByLabelText('Free trial in days'), { target: { value: '0' } });
    fireEvent.change(screen.getByLabelText('Total players'), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    expect(await screen.findByText('This section is only available to administrators')).toBeInTheDocument();
    await waitFor(() => expect(api.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ contract: expect.objectContaining({ totalPlayers: 90, termMonths: 1, freeTrialDays: 0 }) }));
  });

  it('edits a contract to free: Who pays comes first, and nobody paying asks for no prices and sends them as 0 (issue 19)', async () => {
    const api = billingWorld({});
    await renderApp(`/secure/club/${CLUB}/billing`);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit contract' }));
    expect(screen.getByLabelText('Cost per player')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Who pays'), { target: { value: 'none' } });
    for (const gone of ['Cost per player', 'Amount', 'Payment term', 'Free trial in days']) expect(screen.queryByLabelText(gone)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save contract' }));
    await waitFor(() => expect(api.seen.find((r) => r.method === 'PUT')?.body).toMatchObject({ contract: expect.objectContaining({ payer: 'none', costPerPlayer: 0, amount: 0, freeTrialDays: 0 }) }));
  });

  it("downloads an invoice's PDF from the server, named with its number; a refusal is said in the page's language", async () => {
    const api = billingWorld({}, (req) => {
      if (req.path === `/api/v1/payment/${CLUB}/invoices/i2/pdf`) return json(200, '%PDF-1.3');
      if (req.path === `/api/v1/payment/${CLUB}/invoices/i1/pdf`) return json(404, { error: { code: 'no_invoice', message: 'Invoice not found' } });
      return undefined;
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice-2');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    await renderApp(`/secure/club/${CLUB}/billing`);
    fireEvent.click(await screen.findByRole('button', { name: 'Download invoice 2' }));
    await waitFor(() => expect(saved).toEqual(['invoice-2.pdf blob:invoice-2']));
    const asked = api.seen.find((r) => r.path.endsWith('/invoices/i2/pdf'))!;
    expect(asked.method).toBe('GET');
    expect(asked.headers.get('touchlinetoken')).toBeTruthy();
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Download invoice 1' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found');
    expect(saved).toHaveLength(1);
  });

  it('offline: every Download is disabled, saying a connection is needed, and nothing is asked', async () => {
    const api = billingWorld();
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByRole('button', { name: 'Download invoice 2' })).toBeEnabled();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Downloading an invoice needs a connection.')).toBeInTheDocument();
    for (const number of [2, 1]) {
      const button = screen.getByRole('button', { name: `Download invoice ${number}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription('Downloading an invoice needs a connection.');
    }
    fireEvent.click(screen.getByRole('button', { name: 'Download invoice 2' }));
    expect(api.seen.filter((r) => r.path.endsWith('/pdf'))).toEqual([]);
  });

  it('is for club admins only', async () => {
    billingWorld();
    asCoach();
    await renderApp(`/secure/club/${CLUB}/billing`);
    expect(await screen.findByText('This section is only available to administrators')).toBeInTheDocument();
  });
});
