// The demo club's billing (issue 25): a contract, the built-in provider's licence and reporting
// products with GBP prices, and a monthly licence subscription that began twelve months ago,
// so the billing page shows a year of invoices paid by bank transfer and this month's one due.
// Every player of the club holds a licence, so "players licensed" reads against the contract.
import { randomUUID } from 'node:crypto';
import { INVOICE_DUE_DAYS } from '../../../src/domain/billing/billing-schema';
import { addDays, addMonths, periodOf } from '../../../src/domain/billing/periods';
import type { Row } from './insert';

const PLAN = { interval: 'month', intervalCount: 1 } as const;
const UNIT_AMOUNT = 300; // £3.00 per player per month
const TOTAL_PLAYERS = 60;

export interface DemoBilling {
  contracts: Row[];
  products: Row[];
  prices: Row[];
  subscriptions: Row[];
  invoices: Row[];
  invoiceNumbers: Row[];
  licences: Row[];
}

export function buildBilling(ctx: { clubId: string; today: string; playerIds: string[]; adminId: string }): DemoBilling {
  const anchor = addMonths(ctx.today, -12);
  const licence = randomUUID();
  const reporting = randomUUID();
  const monthly = randomUUID();
  const subscriptionId = randomUUID();
  const invoices: Row[] = [];
  // Periods 0-12: twelve paid, the thirteenth (begun today or just before) open.
  for (let index = 0; index <= 12; index++) {
    const period = periodOf(anchor, index, PLAN);
    if (period.start > ctx.today) break;
    const amount = UNIT_AMOUNT * TOTAL_PLAYERS;
    const paid = index < 12;
    invoices.push({
      id: randomUUID(),
      club_id: ctx.clubId,
      subscription_id: subscriptionId,
      number: index + 1,
      period_index: index,
      period_start: period.start,
      period_end: period.end,
      currency: 'GBP',
      lines: [{ description: 'Touchline player licence', quantity: TOTAL_PLAYERS, unitAmount: UNIT_AMOUNT, amount }],
      total: amount,
      status: paid ? 'paid' : 'open',
      issued_on: period.start,
      due_on: addDays(period.start, INVOICE_DUE_DAYS),
      paid_on: paid ? addDays(period.start, 5) : null,
      payment_method: paid ? 'bank_transfer' : null,
      payment_reference: paid ? `MILLBROOK-${index + 1}` : null,
      recorded_by: null,
    });
  }
  const next = periodOf(anchor, invoices.length, PLAN);
  return {
    contracts: [
      {
        club_id: ctx.clubId,
        cost_per_player: '3.00',
        total_players: TOTAL_PLAYERS,
        term_months: 24,
        amount: '4320.00',
        payment_term: 'monthly',
        start_date: anchor,
        free_trial_days: 0,
        payer: 'club',
      },
    ],
    products: [
      { id: licence, name: 'Touchline player licence', kind: 'licence', active: true },
      { id: reporting, name: 'Touchline reporting', kind: 'reporting', active: true },
    ],
    prices: [
      { id: monthly, product_id: licence, currency: 'GBP', unit_amount: UNIT_AMOUNT, interval: 'month', interval_count: 1 },
      { id: randomUUID(), product_id: licence, currency: 'GBP', unit_amount: 3000, interval: 'year', interval_count: 1 },
      { id: randomUUID(), product_id: reporting, currency: 'GBP', unit_amount: 1500, interval: 'month', interval_count: 1 },
    ],
    subscriptions: [
      {
        id: subscriptionId,
        club_id: ctx.clubId,
        kind: 'licence',
        price_id: monthly,
        quantity: TOTAL_PLAYERS,
        status: 'active',
        anchor_date: anchor,
        next_period: invoices.length,
        next_invoice_on: next.start,
        billing_email: 'treasurer@millbrook-rovers.example',
        card_holder_name: null,
      },
    ],
    invoices,
    invoiceNumbers: [{ club_id: ctx.clubId, last_number: invoices.length }],
    licences: ctx.playerIds.map((userId) => ({ club_id: ctx.clubId, user_id: userId, assigned_by: ctx.adminId })),
  };
}
