// GET payment/{clubId}/invoices/{invoiceId}/pdf: one of the club's invoices as a PDF
// (server/lib/billing/invoice-pdf.ts) in the club's language and currency, with its details and
// badge. The permission layer has already let the caller manage the club; an invoice of another
// club is not found here, like one that never was. Sent as an attachment that no one caches.
import type { FastifyInstance, FastifyReply } from 'fastify';
import { billingMessages as m } from '../../../src/domain/billing/billing-schema';
import type { Queryable } from '../../db/db';
import { renderInvoicePdf, type InvoicePdfClub } from '../../lib/billing/invoice-pdf';
import { billingProvider } from '../../lib/billing/select-provider';
import type { Clock } from '../../lib/billing/provider';
import { notFound } from '../../lib/http-error';
import type { FileStore } from '../../lib/storage/file-store';

/** The badge's bytes (small: checked and re-encoded at upload), or null when none is stored or it cannot be read. */
async function readBadge(store: FileStore, key: string | null): Promise<Buffer | null> {
  if (!key) return null;
  try {
    const stream = await store.get(key);
    if (!stream) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return Buffer.concat(chunks);
  } catch {
    // An unreadable badge leaves it off the invoice; the invoice itself is still owed.
    return null;
  }
}

async function clubDetails(db: Queryable, store: FileStore, clubId: string): Promise<InvoicePdfClub> {
  const row = await db.one<{ name: string; parent_company_name: string | null; country: string | null; support_email: string | null; language: string; badge_path: string | null }>(
    'SELECT name, parent_company_name, country, support_email, language, badge_path FROM clubs WHERE id = $1',
    [clubId],
  );
  return {
    name: row.name,
    parentCompanyName: row.parent_company_name,
    country: row.country,
    supportEmail: row.support_email,
    language: row.language,
    badge: await readBadge(store, row.badge_path),
  };
}

export async function sendInvoicePdf(app: FastifyInstance, reply: FastifyReply, clock: Clock, clubId: string, invoiceId: string): Promise<FastifyReply> {
  const invoice = await billingProvider(app.db, clock).getInvoice(clubId, invoiceId);
  if (!invoice) throw notFound(m.invoiceNotFound, 'no_invoice');
  const [club, billedTo] = await Promise.all([
    clubDetails(app.db, app.storage, clubId),
    app.db.maybeOne<{ email: string; name: string | null }>('SELECT billing_email AS email, card_holder_name AS name FROM billing_subscriptions WHERE id = $1', [invoice.subscriptionId]),
  ]);
  // No tax is configured for any club today, so none is printed (renderInvoicePdf takes one).
  const pdf = await renderInvoicePdf({ invoice, club, billedTo: billedTo ?? null, tax: null });
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-length', String(pdf.length))
    .send(pdf);
}
