// The built-in billing provider (the default): products, prices, subscriptions and invoices in
// our own tables (migration 017), invoices issued by the invoice run (invoice-run.ts) from an
// injectable clock, numbered without gaps per club, paid by hand (bank transfer, cash). Enough
// for a grass-roots club with no card processor. Rules (README.md):
// - a period is invoiced on its first day, once (UNIQUE (subscription_id, period_index));
// - pausing first invoices the periods already begun, then none while paused; resuming skips the
//   periods that began while paused and invoices from the first period starting on or after the
//   resume day (that day itself included);
// - a change of plan takes effect from the next invoice; cancelling stops further invoices and
//   leaves the issued ones as they are.
// Every call works on the Queryable it is given, so a route runs it inside its idempotent write.
import type { BillingPrice, BillingProduct, BillingSubscription, Invoice, InvoiceLine, InvoicePreview, ProductKind } from '../../../src/domain/billing/billing-schema';
import { billingMessages as m, INVOICE_DUE_DAYS } from '../../../src/domain/billing/billing-schema';
import { addDays, firstPeriodFrom, periodOf, periodStart, type BillingInterval } from '../../../src/domain/billing/periods';
import type { Queryable } from '../../db/db';
import { badRequest, conflict, notFound } from '../http-error';
import { dayOf, type BillingProvider, type Clock } from './provider';

interface PriceRow {
  id: string;
  product_id: string;
  product_name: string;
  kind: ProductKind;
  currency: BillingPrice['currency'];
  unit_amount: string;
  interval: BillingInterval;
  interval_count: number;
  active: boolean;
}

interface SubscriptionRow {
  id: string;
  club_id: string;
  kind: ProductKind;
  status: BillingSubscription['status'];
  price_id: string;
  quantity: number;
  anchor_date: string;
  next_period: number;
  next_invoice_on: string;
  billing_email: string;
  card_holder_name: string | null;
  paused_on: string | null;
  cancelled_on: string | null;
}

interface InvoiceRow {
  id: string;
  club_id: string;
  subscription_id: string;
  kind: ProductKind;
  number: number;
  period_start: string;
  period_end: string;
  currency: Invoice['currency'];
  lines: InvoiceLine[] | string;
  total: string;
  status: Invoice['status'];
  issued_on: string;
  due_on: string;
  paid_on: string | null;
  payment_method: Invoice['paymentMethod'];
  payment_reference: string | null;
}

const PRICE_SQL = `SELECT p.id, p.product_id, r.name AS product_name, r.kind, p.currency, p.unit_amount::text AS unit_amount, p.interval, p.interval_count, p.active AND r.active AS active
  FROM billing_prices p JOIN billing_products r ON r.id = p.product_id`;
// Dates as text: node-postgres would turn a date into a local-midnight Date.
const SUB_SQL = `SELECT id, club_id, kind, status, price_id, quantity, anchor_date::text AS anchor_date, next_period, next_invoice_on::text AS next_invoice_on,
  billing_email, card_holder_name, paused_on::text AS paused_on, cancelled_on::text AS cancelled_on FROM billing_subscriptions`;
const INVOICE_SQL = `SELECT i.id, i.club_id, i.subscription_id, s.kind, i.number, i.period_start::text AS period_start, i.period_end::text AS period_end, i.currency, i.lines,
  i.total::text AS total, i.status, i.issued_on::text AS issued_on, i.due_on::text AS due_on, i.paid_on::text AS paid_on, i.payment_method, i.payment_reference
  FROM billing_invoices i JOIN billing_subscriptions s ON s.id = i.subscription_id`;

const toPrice = (r: PriceRow): BillingPrice => ({
  id: r.id,
  productId: r.product_id,
  productName: r.product_name,
  kind: r.kind,
  currency: r.currency,
  unitAmount: Number(r.unit_amount),
  interval: r.interval,
  intervalCount: r.interval_count,
});

const toInvoice = (r: InvoiceRow): Invoice => ({
  id: r.id,
  clubId: r.club_id,
  subscriptionId: r.subscription_id,
  kind: r.kind,
  number: r.number,
  periodStart: r.period_start,
  periodEnd: r.period_end,
  currency: r.currency,
  lines: typeof r.lines === 'string' ? (JSON.parse(r.lines) as InvoiceLine[]) : r.lines,
  total: Number(r.total),
  status: r.status,
  issuedOn: r.issued_on,
  dueOn: r.due_on,
  paidOn: r.paid_on,
  paymentMethod: r.payment_method,
  paymentReference: r.payment_reference,
});

const linesFor = (price: BillingPrice, quantity: number): InvoiceLine[] => [{ description: price.productName, quantity, unitAmount: price.unitAmount, amount: price.unitAmount * quantity }];
const totalOf = (lines: InvoiceLine[]) => lines.reduce((sum, l) => sum + l.amount, 0);

export function builtInProvider(db: Queryable, clock: Clock): BillingProvider & { issueDue(subscriptionId: string): Promise<number> } {
  const today = () => dayOf(clock);

  async function price(id: string): Promise<BillingPrice & { active: boolean }> {
    const row = await db.maybeOne<PriceRow>(`${PRICE_SQL} WHERE p.id = $1`, [id]);
    if (!row) throw badRequest(m.choosePrice, 'validation', { priceId: m.choosePrice });
    return { ...toPrice(row), active: row.active };
  }

  /** A price the club may subscribe to: active, of the subscription's kind, in the club's currency. */
  async function usablePrice(id: string, kind: ProductKind, currency: string): Promise<BillingPrice> {
    const p = await price(id);
    if (!p.active || p.kind !== kind) throw badRequest(m.choosePrice, 'validation', { priceId: m.choosePrice });
    if (p.currency !== currency) throw badRequest(m.priceCurrency, 'validation', { priceId: m.priceCurrency });
    return p;
  }

  async function toSubscription(r: SubscriptionRow): Promise<BillingSubscription> {
    const t = today();
    return {
      id: r.id,
      clubId: r.club_id,
      kind: r.kind,
      status: r.status,
      price: await price(r.price_id),
      quantity: r.quantity,
      anchorDate: r.anchor_date,
      trialEndsOn: r.anchor_date > t && r.next_period === 0 ? r.anchor_date : null,
      nextInvoiceOn: r.status === 'active' ? r.next_invoice_on : null,
      pausedOn: r.paused_on,
      cancelledOn: r.cancelled_on,
      billingEmail: r.billing_email,
      cardHolderName: r.card_holder_name,
    };
  }

  /** The club's running subscription of a kind, locked for the change; 409 when it was cancelled, 404 when there was none. */
  async function running(clubId: string, kind: ProductKind): Promise<SubscriptionRow> {
    const row = await db.maybeOne<SubscriptionRow>(`${SUB_SQL} WHERE club_id = $1 AND kind = $2 AND status <> 'cancelled' FOR UPDATE`, [clubId, kind]);
    if (row) return row;
    // Pausing or changing a cancelled subscription says so, rather than that there is none.
    if (await db.maybeOne(`SELECT 1 FROM billing_subscriptions WHERE club_id = $1 AND kind = $2`, [clubId, kind])) throw conflict(m.cancelled, 'subscription_cancelled');
    throw notFound(m.noSubscription, 'no_subscription');
  }

  const reload = async (id: string) => toSubscription(await db.one<SubscriptionRow>(`${SUB_SQL} WHERE id = $1`, [id]));

  /** Issues every invoice due by today for one subscription; answers how many. */
  async function issueDue(subscriptionId: string): Promise<number> {
    // The row lock makes overlapping runs take turns; the second finds next_period moved on.
    const sub = await db.maybeOne<SubscriptionRow>(`${SUB_SQL} WHERE id = $1 FOR UPDATE`, [subscriptionId]);
    if (!sub || sub.status !== 'active') return 0;
    const p = await price(sub.price_id);
    const t = today();
    let index = sub.next_period;
    let issued = 0;
    while (periodStart(sub.anchor_date, index, p) <= t) {
      const period = periodOf(sub.anchor_date, index, p);
      const lines = linesFor(p, sub.quantity);
      const { last_number: number } = await db.one<{ last_number: number }>(
        `INSERT INTO billing_invoice_numbers (club_id, last_number) VALUES ($1, 1)
         ON CONFLICT (club_id) DO UPDATE SET last_number = billing_invoice_numbers.last_number + 1 RETURNING last_number`,
        [sub.club_id],
      );
      await db.query(
        `INSERT INTO billing_invoices (club_id, subscription_id, number, period_index, period_start, period_end, currency, lines, total, issued_on, due_on)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11)`,
        [sub.club_id, sub.id, number, index, period.start, period.end, p.currency, JSON.stringify(lines), totalOf(lines), period.start, addDays(period.start, INVOICE_DUE_DAYS)],
      );
      index++;
      issued++;
    }
    if (issued > 0) {
      await db.query('UPDATE billing_subscriptions SET next_period = $2, next_invoice_on = $3, updated_at = now() WHERE id = $1', [sub.id, index, periodStart(sub.anchor_date, index, p)]);
    }
    return issued;
  }

  return {
    name: 'built-in',
    issueDue,

    async putProduct(input) {
      const row = input.id
        ? await db.maybeOne<BillingProduct>('UPDATE billing_products SET name = $2, kind = $3, active = $4 WHERE id = $1 RETURNING id, name, kind, active', [
            input.id,
            input.name,
            input.kind,
            input.active,
          ])
        : await db.one<BillingProduct>(
            'INSERT INTO billing_products (name, kind, active) VALUES ($1, $2, $3) ON CONFLICT (kind, name) DO UPDATE SET active = EXCLUDED.active RETURNING id, name, kind, active',
            [input.name, input.kind, input.active],
          );
      if (!row) throw notFound('Product not found', 'no_product');
      return row;
    },

    async createPrice(input) {
      const product = await db.maybeOne('SELECT 1 FROM billing_products WHERE id = $1 AND active', [input.productId]);
      if (!product) throw badRequest(m.choosePrice, 'validation', { productId: m.choosePrice });
      // The same price again (a retry) answers the one made, active again if it had been retired.
      const { id } = await db.one<{ id: string }>(
        `INSERT INTO billing_prices (product_id, currency, unit_amount, interval, interval_count) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (product_id, currency, unit_amount, interval, interval_count) DO UPDATE SET active = true RETURNING id`,
        [input.productId, input.currency, input.unitAmount, input.interval, input.intervalCount],
      );
      return toPrice(await db.one<PriceRow>(`${PRICE_SQL} WHERE p.id = $1`, [id]));
    },

    async listPrices(filter = {}) {
      const rows = await db.query<PriceRow>(
        `${PRICE_SQL} WHERE p.active AND r.active AND ($1::text IS NULL OR p.currency = $1) AND ($2::text IS NULL OR r.kind = $2)
         ORDER BY r.kind, r.name, p.currency, p.interval, p.interval_count, p.unit_amount`,
        [filter.currency ?? null, filter.kind ?? null],
      );
      return rows.map(toPrice);
    },

    async createSubscription(clubId, input) {
      const p = await usablePrice(input.priceId, input.kind, input.currency);
      const inserted = await db.maybeOne<{ id: string }>(
        `INSERT INTO billing_subscriptions (club_id, kind, price_id, quantity, status, anchor_date, next_invoice_on, billing_email, card_holder_name)
         VALUES ($1, $2, $3, $4, 'active', $5, $5, $6, $7)
         ON CONFLICT (club_id, kind) WHERE status <> 'cancelled' DO NOTHING RETURNING id`,
        [clubId, input.kind, p.id, input.quantity, input.anchorDate, input.billingEmail, input.cardHolderName ?? null],
      );
      if (!inserted) {
        // A retry answers the subscription it made; a different plan is a change (PUT), not a second subscription.
        const existing = await running(clubId, input.kind);
        if (existing.price_id !== p.id || existing.quantity !== input.quantity) throw conflict(m.alreadySubscribed, 'already_subscribed');
        return { subscription: await toSubscription(existing), created: false };
      }
      await issueDue(inserted.id);
      return { subscription: await reload(inserted.id), created: true };
    },

    async updateSubscription(clubId, input) {
      const sub = await running(clubId, input.kind);
      let anchor = sub.anchor_date;
      let next = sub.next_period;
      let priceId = sub.price_id;
      if (input.priceId && input.priceId !== sub.price_id) {
        const old = await price(sub.price_id);
        const p = await usablePrice(input.priceId, input.kind, input.currency);
        // The new plan's periods start where the current period ends.
        anchor = periodStart(sub.anchor_date, sub.next_period, old);
        next = 0;
        priceId = p.id;
      }
      // A new plan's next invoice is its first period (its anchor); otherwise the one already due.
      const nextInvoiceOn = priceId === sub.price_id ? sub.next_invoice_on : anchor;
      await db.query(
        `UPDATE billing_subscriptions SET price_id = $2, quantity = $3, billing_email = $4, card_holder_name = $5, anchor_date = $6, next_period = $7, next_invoice_on = $8, updated_at = now()
         WHERE id = $1`,
        [
          sub.id,
          priceId,
          input.quantity ?? sub.quantity,
          input.billingEmail ?? sub.billing_email,
          input.cardHolderName === undefined ? sub.card_holder_name : input.cardHolderName,
          anchor,
          next,
          nextInvoiceOn,
        ],
      );
      return reload(sub.id);
    },

    async pauseSubscription(clubId, kind) {
      const sub = await running(clubId, kind);
      if (sub.status === 'paused') return toSubscription(sub);
      // The periods begun before the pause are owed: invoice them first.
      await issueDue(sub.id);
      await db.query(`UPDATE billing_subscriptions SET status = 'paused', paused_on = $2, updated_at = now() WHERE id = $1`, [sub.id, today()]);
      return reload(sub.id);
    },

    async resumeSubscription(clubId, kind) {
      const sub = await running(clubId, kind);
      if (sub.status === 'active') return toSubscription(sub);
      const p = await price(sub.price_id);
      const next = firstPeriodFrom(sub.anchor_date, today(), p, sub.next_period);
      await db.query(`UPDATE billing_subscriptions SET status = 'active', paused_on = NULL, next_period = $2, next_invoice_on = $3, updated_at = now() WHERE id = $1`, [
        sub.id,
        next,
        periodStart(sub.anchor_date, next, p),
      ]);
      await issueDue(sub.id);
      return reload(sub.id);
    },

    async cancelSubscription(clubId, kind) {
      const sub = await db.maybeOne<SubscriptionRow>(`${SUB_SQL} WHERE club_id = $1 AND kind = $2 AND status <> 'cancelled' FOR UPDATE`, [clubId, kind]);
      if (!sub) {
        // Cancelling again answers the cancelled subscription: a retried cancel is no error.
        const last = await db.maybeOne<SubscriptionRow>(`${SUB_SQL} WHERE club_id = $1 AND kind = $2 ORDER BY cancelled_on DESC NULLS LAST, created_at DESC LIMIT 1`, [clubId, kind]);
        if (!last) throw notFound(m.noSubscription, 'no_subscription');
        return toSubscription(last);
      }
      if (sub.status === 'active') await issueDue(sub.id);
      await db.query(`UPDATE billing_subscriptions SET status = 'cancelled', cancelled_on = $2, updated_at = now() WHERE id = $1`, [sub.id, today()]);
      return reload(sub.id);
    },

    async listSubscriptions(clubId) {
      const rows = await db.query<SubscriptionRow>(`${SUB_SQL} WHERE club_id = $1 ORDER BY (status = 'cancelled'), kind, created_at DESC`, [clubId]);
      return Promise.all(rows.map(toSubscription));
    },

    async previewNextInvoices(clubId) {
      const rows = await db.query<SubscriptionRow>(`${SUB_SQL} WHERE club_id = $1 AND status = 'active' ORDER BY kind`, [clubId]);
      const previews: InvoicePreview[] = [];
      for (const sub of rows) {
        const p = await price(sub.price_id);
        const period = periodOf(sub.anchor_date, sub.next_period, p);
        const lines = linesFor(p, sub.quantity);
        previews.push({ subscriptionId: sub.id, kind: sub.kind, issuedOn: period.start, periodStart: period.start, periodEnd: period.end, currency: p.currency, lines, total: totalOf(lines) });
      }
      return previews;
    },

    async listInvoices(clubId) {
      return (await db.query<InvoiceRow>(`${INVOICE_SQL} WHERE i.club_id = $1 ORDER BY i.number DESC`, [clubId])).map(toInvoice);
    },

    async getInvoice(clubId, invoiceId) {
      const row = await db.maybeOne<InvoiceRow>(`${INVOICE_SQL} WHERE i.club_id = $1 AND i.id = $2`, [clubId, invoiceId]);
      return row ? toInvoice(row) : null;
    },

    async recordPayment(invoiceId, payment, recordedBy) {
      const row = await db.maybeOne<{ status: Invoice['status'] }>('SELECT status FROM billing_invoices WHERE id = $1 FOR UPDATE', [invoiceId]);
      if (!row) throw notFound(m.invoiceNotFound, 'no_invoice');
      if (row.status === 'void') throw conflict(m.invoiceVoid, 'invoice_void');
      if (row.status === 'open') {
        await db.query(`UPDATE billing_invoices SET status = 'paid', paid_on = $2, payment_method = $3, payment_reference = $4, recorded_by = $5 WHERE id = $1`, [
          invoiceId,
          payment.paidOn,
          payment.method,
          payment.reference ?? null,
          recordedBy,
        ]);
      }
      return toInvoice(await db.one<InvoiceRow>(`${INVOICE_SQL} WHERE i.id = $1`, [invoiceId]));
    },
  };
}
