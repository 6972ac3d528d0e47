// Invoice PDFs (issue 25 item 5) on both databases: the demo club's admin downloads an invoice
// as a PDF attachment, whose text (read back from pdfkit's content streams) is the invoice in
// the club's language and currency, English and French; the same invoice gives the same bytes;
// the club's badge is drawn when stored; only the club's admin (or a super admin) may download
// it; another club's or an unknown invoice is 404 'Invoice not found'. The renderer's own rules
// (tax only when configured, Spanish, text the standard fonts cannot write) need no database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billingMessages as m, type Invoice } from '../../../src/domain/billing/billing-schema';
import { messages } from '../../../src/domain/permissions';
import { DEMO_CLUB, DEMO_PARENT, STAFF } from '../../../server/db/seed/clubs';
import { renderInvoicePdf, type InvoicePdfInput } from '../../../server/lib/billing/invoice-pdf';
import { storeImage } from '../../../server/lib/file-store';
import { createDemoClub, type DemoClub } from '../../support/demo-club';
import { createClub, createUser } from '../../support/factories';
import { pdfText } from '../../support/pdf-text';
import { png } from '../../support/png';
import { DB_KINDS } from '../../support/test-db';

const longDay = (day: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));

describe.each(DB_KINDS)('invoice PDFs on %s', (kind) => {
  let d: DemoClub;
  let invoices: Invoice[];
  const pdfUrl = (invoiceId: string, clubId = d.clubId) => `/api/v1/payment/${clubId}/invoices/${invoiceId}/pdf`;

  beforeAll(async () => {
    d = await createDemoClub(kind);
    const admin = await d.as(STAFF.clubAdmin.email);
    invoices = (await admin.get(`/api/v1/payment/${d.clubId}/invoices`)).json().invoices;
  });
  afterAll(() => d?.t.close());

  it("answers the club's admin the due invoice as a PDF attachment, in English and pounds, the same bytes each time", async () => {
    const due = invoices.find((i) => i.status === 'open')!;
    const admin = await d.as(STAFF.clubAdmin.email);
    const res = await admin.get(pdfUrl(due.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${due.number}.pdf"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const lines = pdfText(res.rawPayload).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        DEMO_CLUB.name,
        'United Kingdom',
        DEMO_CLUB.supportEmail,
        'Invoice',
        'Invoice number',
        String(due.number),
        longDay(due.issuedOn, 'en-GB'),
        `${longDay(due.periodStart, 'en-GB')} – ${longDay(due.periodEnd, 'en-GB')}`,
        'treasurer@millbrook-rovers.example',
        'Touchline player licence',
        '60',
        '£3.00',
        '£180.00',
        'Total',
        'Status: Due',
        `Please pay by ${longDay(due.dueOn, 'en-GB')}`,
        'Amounts in GBP.',
      ]),
    );
    // No tax is configured, so none is shown.
    expect(lines).not.toContain('Subtotal');
    // Made from the invoice, not the clock: the same invoice, the same file.
    const again = await admin.get(pdfUrl(due.id));
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
    expect(res.rawPayload.toString('latin1')).toContain(`(D:${due.issuedOn.replaceAll('-', '')}000000Z)`);
  });

  it("writes a paid invoice in the club's language: French", async () => {
    await d.t.db.query(`UPDATE clubs SET language = 'fr' WHERE id = $1`, [d.clubId]);
    try {
      const first = invoices.find((i) => i.number === 1)!;
      const res = await (await d.as(STAFF.clubAdmin.email)).get(pdfUrl(first.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="invoice-1.pdf"');
      const lines = pdfText(res.rawPayload).split('\n');
      expect(lines).toEqual(
        expect.arrayContaining([
          'Royaume-Uni',
          'Facture',
          'Numéro de facture',
          "Date d'émission",
          longDay(first.issuedOn, 'fr'),
          'Désignation',
          'Quantité',
          'Prix unitaire',
          '3,00\u00A0£GB',
          '180,00\u00A0£GB',
          'Statut\u00A0: Payée',
          `Payée le ${longDay(first.paidOn!, 'fr')} par virement bancaire`,
          'Référence\u00A0: MILLBROOK-1',
          'Montants en GBP.',
        ]),
      );
      expect(lines).not.toContain('Invoice');
    } finally {
      await d.t.db.query(`UPDATE clubs SET language = 'en' WHERE id = $1`, [d.clubId]);
    }
  });

  it("draws the club's badge when one is stored", async () => {
    const path = await storeImage(d.t.app.storage, 'badges', 'png', png(120, 120));
    await d.t.db.query(`UPDATE clubs SET badge_path = $2, badge_kind = 'png' WHERE id = $1`, [d.clubId, path]);
    try {
      const res = await (await d.as(STAFF.clubAdmin.email)).get(pdfUrl(invoices[0]!.id));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.rawPayload.toString('latin1')).toMatch(/\/Subtype \/Image[\s\S]*\/Width 120/);
      expect(pdfText(res.rawPayload)).toContain(DEMO_CLUB.name);
      // A badge gone from the store leaves it off; the invoice is still there.
      await d.t.app.storage.delete(path);
      const without = await (await d.as(STAFF.clubAdmin.email)).get(pdfUrl(invoices[0]!.id));
      expect(without.statusCode).toBe(200);
      expect(without.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
    } finally {
      await d.t.db.query('UPDATE clubs SET badge_path = NULL, badge_kind = NULL WHERE id = $1', [d.clubId]);
    }
  });

  it("lets only the club's admin (and a super admin) download it; another club's and unknown invoices are not found", async () => {
    const id = invoices[0]!.id;
    expect((await d.t.client().get(pdfUrl(id))).statusCode).toBe(401);
    for (const email of [STAFF.coach.email, DEMO_PARENT.email]) {
      const refused = await (await d.as(email)).get(pdfUrl(id));
      expect(refused.statusCode, email).toBe(403);
      expect(refused.headers['content-type']).toContain('application/json');
    }
    expect((await (await d.as(STAFF.superAdmin.email)).get(pdfUrl(id))).statusCode).toBe(200);

    // Another club's admin: not a member of the demo club; and the demo's invoice under their own club is none of theirs.
    const other = await createClub(d.t.db, { name: 'Elsewhere FC' });
    const otherAdmin = await d.asUser((await createUser(d.t.db, { role: 'club_admin', clubId: other.id })).id);
    const outsider = await otherAdmin.get(pdfUrl(id));
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().error.message).toBe(messages.noAccess);
    const crossed = await otherAdmin.get(pdfUrl(id, other.id));
    expect(crossed.statusCode).toBe(404);
    expect(crossed.json().error.message).toBe(m.invoiceNotFound);

    const admin = await d.as(STAFF.clubAdmin.email);
    const unknown = await admin.get(pdfUrl('0b4e8f1e-8c53-4c1e-9d0c-4f5f3a2b1c0d'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ code: 'no_invoice', message: 'Invoice not found' });
    const malformed = await admin.get(pdfUrl('invoice-13'));
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Invalid invoice id');
  });
});

describe('the invoice PDF renderer', () => {
  const input = (over: Partial<InvoicePdfInput> = {}): InvoicePdfInput => ({
    invoice: {
      id: 'i1',
      clubId: 'c1',
      subscriptionId: 's1',
      kind: 'reporting',
      number: 42,
      periodStart: '2026-02-01',
      periodEnd: '2026-03-01',
      currency: 'USD',
      lines: [{ description: 'Touchline reporting', quantity: 1, unitAmount: 123_456, amount: 123_456 }],
      total: 123_456,
      status: 'open',
      issuedOn: '2026-02-01',
      dueOn: '2026-02-15',
      paidOn: null,
      paymentMethod: null,
      paymentReference: null,
    },
    club: { name: 'Club Deportivo Ñandú', parentCompanyName: null, country: 'US', supportEmail: null, language: 'es', badge: null },
    billedTo: { email: 'tesoreria@cdn.example', name: 'Ana Pérez' },
    ...over,
  });

  it('writes Spanish, and tax (with the subtotal) only when it is configured', async () => {
    const plain = pdfText(await renderInvoicePdf(input())).split('\n');
    expect(plain).toEqual(
      expect.arrayContaining(['Club Deportivo Ñandú', 'Estados Unidos', 'Factura', 'Facturado a', 'Ana Pérez', '1234,56\u00A0US$', 'Estado: Pendiente de pago', 'Importes en USD.']),
    );
    expect(plain).not.toContain('Subtotal');
    const taxed = pdfText(await renderInvoicePdf(input({ tax: { rateBasisPoints: 2000, amount: 20_576 } }))).split('\n');
    expect(taxed).toEqual(expect.arrayContaining(['Subtotal', '1028,80\u00A0US$', 'Impuestos (20\u00A0%)', '205,76\u00A0US$', 'Total', '1234,56\u00A0US$']));
  });

  it('amounts in en-US from minor units exactly, and text the standard fonts cannot write replaced, not garbled', async () => {
    const big = 9_007_199_254_740_991; // the largest safe integer: exact only without floating point division
    const base = input();
    const text = pdfText(
      await renderInvoicePdf({
        ...base,
        invoice: { ...base.invoice, lines: [{ description: 'Licence 数', quantity: 1, unitAmount: big, amount: big }], total: big, status: 'void' },
        club: { ...base.club, name: 'Club ⚽ Ω', language: 'en-US' },
      }),
    ).split('\n');
    expect(text).toEqual(expect.arrayContaining(['Club ? ?', 'Licence ?', '$90,071,992,547,409.91', 'Status: Void', 'February 1, 2026']));
  });
});
