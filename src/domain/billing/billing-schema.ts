// Billing calls (calls.md Product, Payment): products and prices (super admin), a club's
// subscriptions, invoices and the next invoice's preview (club admin). Amounts are integer minor
// units (money.ts); currencies and intervals are spec §9's. One schema per operation, shared by the
// server's routes and the app's billing page.
import * as v from 'valibot';
import { CURRENCIES } from '../club/club-schema';
import { keepTo } from '../limits';
import { MAX_UNIT_AMOUNT } from './money';
import { BILLING_INTERVALS, type BillingInterval } from './periods';

export const PRODUCT_KINDS = ['licence', 'reporting'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export type Currency = (typeof CURRENCIES)[number];
export const PAYMENT_METHODS = ['bank_transfer', 'cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** Days an invoice gives to pay, from its issue day. */
export const INVOICE_DUE_DAYS = 14;
export const MAX_INTERVAL_COUNT = 365;
export const MAX_QUANTITY = 1_000_000;

export const billingMessages = {
  notConfigured: 'Billing is not configured for this club.',
  addFailed: 'There has been a problem adding this product or subscription',
  invoicesFailed: 'There has been a problem loading this clubs invoices',
  pageFailed: 'There has been a problem loading the billing page',
  price: 'Please enter a valid price',
  currency: 'Please choose a currency',
  interval: 'Please choose day, week, month or year',
  intervalCount: `Please enter an interval count from 1 to ${MAX_INTERVAL_COUNT}`,
  quantity: 'Please enter a valid number of players',
  productName: 'Please enter a product name',
  productKind: 'Please choose licence or reporting',
  choosePrice: 'Please choose a price',
  priceCurrency: "Please choose a price in the club's currency",
  subscriptionKind: 'Please choose the licence or the reporting subscription',
  email: 'Please enter a valid email address',
  noSubscription: 'This club has no such subscription',
  alreadySubscribed: 'This club already has this subscription',
  cancelled: 'This subscription has been cancelled',
  paymentMethod: 'Please choose bank transfer or cash',
  paymentDay: 'Please enter the day it was paid',
  invoiceNotFound: 'Invoice not found',
  invoiceVoid: 'This invoice has been voided',
  trialTooLong: 'The free trial cannot be longer than the contract term',
} as const;

const m = billingMessages;
const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));
const text = (max: number, message: string) => v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(max, keepTo(max)));
const day = (message: string) => v.pipe(v.string(message), v.isoDate(message));
const kind = v.picklist(PRODUCT_KINDS, m.subscriptionKind);
const email = v.pipe(v.string(m.email), v.trim(), v.maxLength(254, m.email), v.email(m.email), v.toLowerCase());
const quantity = v.pipe(v.number(m.quantity), v.integer(m.quantity), v.minValue(1, m.quantity), v.maxValue(MAX_QUANTITY, m.quantity));

/** PUT product: add a product, or rename / retire one by id. */
export const productSchema = v.object(
  {
    userId: v.optional(v.string()),
    id: v.optional(uuid(m.productName)),
    name: text(100, m.productName),
    kind: v.picklist(PRODUCT_KINDS, m.productKind),
    active: v.optional(v.boolean(m.productName), true),
  },
  m.productName,
);
export type ProductInput = v.InferOutput<typeof productSchema>;

/** POST payment/price: a price of a product in one currency and interval (prices never change; a new one replaces). */
export const priceSchema = v.object(
  {
    userId: v.optional(v.string()),
    productId: uuid(m.choosePrice),
    currency: v.picklist(CURRENCIES, m.currency),
    unitAmount: v.pipe(v.number(m.price), v.integer(m.price), v.minValue(0, m.price), v.maxValue(MAX_UNIT_AMOUNT, m.price)),
    interval: v.picklist(BILLING_INTERVALS, m.interval),
    intervalCount: v.pipe(v.number(m.intervalCount), v.integer(m.intervalCount), v.minValue(1, m.intervalCount), v.maxValue(MAX_INTERVAL_COUNT, m.intervalCount)),
  },
  m.price,
);
export type PriceInput = v.InferOutput<typeof priceSchema>;

/** POST payment/{clubId}/subscription. The licence's quantity is the contract's total players. */
export const subscribeSchema = v.object(
  {
    userId: v.optional(v.string()),
    kind,
    priceId: uuid(m.choosePrice),
    quantity: v.optional(quantity),
    billingEmail: email,
    cardHolderName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, keepTo(100))))),
  },
  m.subscriptionKind,
);
export type SubscribeInput = v.InferOutput<typeof subscribeSchema>;

/** PUT payment/{clubId}/subscription: change the plan from the next invoice on. */
export const changeSubscriptionSchema = v.object(
  {
    userId: v.optional(v.string()),
    kind,
    priceId: v.optional(uuid(m.choosePrice)),
    quantity: v.optional(quantity),
    billingEmail: v.optional(email),
    cardHolderName: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, keepTo(100))))),
  },
  m.subscriptionKind,
);
export type ChangeSubscriptionInput = v.InferOutput<typeof changeSubscriptionSchema>;

/** PUT pause / resume, DELETE subscription: which subscription. */
export const subscriptionKindSchema = v.object({ userId: v.optional(v.string()), kind }, m.subscriptionKind);

/** PUT payment/invoice/{invoiceId}/paid: a payment marked by hand (bank transfer, cash). */
export const paymentSchema = v.object(
  {
    userId: v.optional(v.string()),
    method: v.picklist(PAYMENT_METHODS, m.paymentMethod),
    paidOn: day(m.paymentDay),
    reference: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(100, keepTo(100))))),
  },
  m.paymentMethod,
);
export type PaymentInput = v.InferOutput<typeof paymentSchema>;

export interface BillingProduct {
  id: string;
  name: string;
  kind: ProductKind;
  active: boolean;
}

export interface BillingPrice {
  id: string;
  productId: string;
  productName: string;
  kind: ProductKind;
  currency: Currency;
  unitAmount: number;
  interval: BillingInterval;
  intervalCount: number;
}

export type SubscriptionStatus = 'active' | 'paused' | 'cancelled';

export interface BillingSubscription {
  id: string;
  clubId: string;
  kind: ProductKind;
  status: SubscriptionStatus;
  price: BillingPrice;
  quantity: number;
  /** The first period's start: the end of the free trial. */
  anchorDate: string;
  /** Within the free trial until this day (null when it has passed). */
  trialEndsOn: string | null;
  /** The day the next invoice is issued (null while paused or once cancelled). */
  nextInvoiceOn: string | null;
  pausedOn: string | null;
  cancelledOn: string | null;
  billingEmail: string;
  cardHolderName: string | null;
}

export interface InvoiceLine {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
}

export type InvoiceStatus = 'open' | 'paid' | 'void';

export interface Invoice {
  id: string;
  clubId: string;
  subscriptionId: string;
  kind: ProductKind;
  /** Numbered 1, 2, 3, ... per club without gaps. */
  number: number;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  lines: InvoiceLine[];
  total: number;
  status: InvoiceStatus;
  issuedOn: string;
  dueOn: string;
  paidOn: string | null;
  paymentMethod: PaymentMethod | null;
  paymentReference: string | null;
}

/** GET payment/{clubId}/invoices/upcoming: what the next invoice of each running subscription will be. */
export interface InvoicePreview {
  subscriptionId: string;
  kind: ProductKind;
  issuedOn: string;
  periodStart: string;
  periodEnd: string;
  currency: Currency;
  lines: InvoiceLine[];
  total: number;
}

export interface SubscriptionsAnswer {
  subscriptions: BillingSubscription[];
}
export interface InvoicesAnswer {
  invoices: Invoice[];
}
export interface UpcomingAnswer {
  upcoming: InvoicePreview[];
}
export interface PricesAnswer {
  prices: BillingPrice[];
}
