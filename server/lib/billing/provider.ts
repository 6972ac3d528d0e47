// The billing provider interface (issue 25): everything the routes ask of billing, so the
// built-in provider (built-in-provider.ts, the default: our own tables) and a payment provider's
// adapter (Stripe, later) are interchangeable. One contract suite (tests/server/billing/
// provider-contract.ts) runs against any implementation. Amounts are integer minor units.
// Refusals are HttpErrors with the spec's messages (src/domain/billing/billing-schema.ts), so a
// route passes them on unchanged.
import type {
  BillingPrice,
  BillingProduct,
  BillingSubscription,
  ChangeSubscriptionInput,
  Invoice,
  InvoicePreview,
  PaymentInput,
  PriceInput,
  ProductInput,
  ProductKind,
  SubscribeInput,
} from '../../../src/domain/billing/billing-schema';

/** Now, injectable: tests run months of billing in a second with no timers. */
export type Clock = () => Date;
export const systemClock: Clock = () => new Date();
/** The clock's day (UTC), YYYY-MM-DD: billing counts whole days. */
export const dayOf = (clock: Clock): string => clock().toISOString().slice(0, 10);

export interface NewSubscription extends Omit<SubscribeInput, 'quantity' | 'userId'> {
  quantity: number;
  /** The club's currency: a price in another is refused. */
  currency: string;
  /** The first invoice's day: the end of the free trial (today or later). */
  anchorDate: string;
}

export interface BillingProvider {
  readonly name: string;
  /** Adds a product, or renames / retires one given by id. */
  putProduct(input: ProductInput): Promise<BillingProduct>;
  createPrice(input: PriceInput): Promise<BillingPrice>;
  listPrices(filter?: { currency?: string; kind?: ProductKind }): Promise<BillingPrice[]>;
  /** created false: the club already had this subscription (a retry), which is answered. */
  createSubscription(clubId: string, input: NewSubscription): Promise<{ subscription: BillingSubscription; created: boolean }>;
  /** Changes the plan from the next invoice on (no proration). */
  updateSubscription(clubId: string, input: Omit<ChangeSubscriptionInput, 'userId'> & { currency: string }): Promise<BillingSubscription>;
  pauseSubscription(clubId: string, kind: ProductKind): Promise<BillingSubscription>;
  resumeSubscription(clubId: string, kind: ProductKind): Promise<BillingSubscription>;
  cancelSubscription(clubId: string, kind: ProductKind): Promise<BillingSubscription>;
  listSubscriptions(clubId: string): Promise<BillingSubscription[]>;
  /** The next invoice of each running subscription (none while paused). */
  previewNextInvoices(clubId: string): Promise<InvoicePreview[]>;
  listInvoices(clubId: string): Promise<Invoice[]>;
  /** One of the club's invoices, or null when the club has none with this id (another club's is none). */
  getInvoice(clubId: string, invoiceId: string): Promise<Invoice | null>;
  /** A payment marked by hand (bank transfer, cash); marking a paid invoice again changes nothing. */
  recordPayment(invoiceId: string, payment: Omit<PaymentInput, 'userId'>, recordedBy: string | null): Promise<Invoice>;
}
