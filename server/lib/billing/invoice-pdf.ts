// One invoice as a PDF (issue 25 item 5), drawn with pdfkit: the club's name, details and badge,
// the invoice number, dates and period, the lines, tax only when the invoice carries some, the
// total and whether it is paid or due, all in the club's language (invoice-words.ts) and
// currency. Amounts are integer minor units formatted by Intl from an exact decimal string
// (src/domain/billing/money.ts), never divided as floating point.
//
// The same invoice always gives the same bytes: the document's dates are the invoice's issue
// day, not now, and pdfkit derives the file's ID from its info. The standard Helvetica fonts
// (nothing to ship or embed) write WinAnsi text, so characters outside it are replaced first
// (winAnsi below) rather than written as garbage.
import PDFDocument from 'pdfkit';
import type { Invoice } from '../../../src/domain/billing/billing-schema';
import { formatMinorUnits, minorToDecimal } from '../../../src/domain/billing/money';
import { invoiceWords, type InvoiceWords } from './invoice-words';

export interface InvoicePdfClub {
  name: string;
  parentCompanyName: string | null;
  /** ISO 3166 code (GB, US, CA, NZ), shown as the country's name in the club's language. */
  country: string | null;
  supportEmail: string | null;
  /** A club language (en, en-US, es, fr). */
  language: string;
  /** The stored badge (png or jpeg, checked at upload), or null. */
  badge: Buffer | null;
}

export interface InvoicePdfInput {
  invoice: Invoice;
  club: InvoicePdfClub;
  /** Who the invoice is addressed to: the subscription's billing email and card holder. */
  billedTo: { email: string; name: string | null } | null;
  /** Tax, only when configured: its rate in basis points (2000 = 20%) and amount in minor units, included in the total. */
  tax?: { rateBasisPoints: number; amount: number } | null;
}

// 0x80-0x9F of Windows-1252 (WinAnsi); 0x20-0x7E and 0xA0-0xFF are Latin-1 itself.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/** Text the standard fonts can write: Intl's narrow and thin spaces become no-break spaces, anything else outside WinAnsi a '?'. */
export function winAnsi(text: string): string {
  let out = '';
  for (const ch of text.replace(/[\u202F\u2009\u2007]/g, '\u00A0').replace(/\u2212/g, '-')) {
    const c = ch.codePointAt(0)!;
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) || ch === '\n' ? ch : '?';
  }
  return out;
}

/** A calendar day (YYYY-MM-DD) in the locale, the same day whatever the server's time zone. */
function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`));
}

function countryName(code: string | null, locale: string): string | null {
  if (!code) return null;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

function statusLine(invoice: Invoice, w: InvoiceWords): string {
  if (invoice.status === 'void') return w.void;
  if (invoice.status === 'paid') return w.paidOn(formatDay(invoice.paidOn ?? invoice.issuedOn, w.locale), invoice.paymentMethod ? w.methods[invoice.paymentMethod] : null);
  return w.dueBy(formatDay(invoice.dueOn, w.locale));
}

const PAGE = { size: 'A4', margin: 50 } as const;
const WIDTH = 595.28 - 2 * PAGE.margin;
const GREY = '#555555';

/** The invoice as PDF bytes. */
export function renderInvoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice, club } = input;
  const w = invoiceWords(club.language);
  const money = (minor: number) => formatMinorUnits(minor, invoice.currency, w.locale);
  const day = (d: string) => formatDay(d, w.locale);
  const issued = new Date(`${invoice.issuedOn}T00:00:00Z`);
  const doc = new PDFDocument({
    ...PAGE,
    lang: w.locale,
    info: { Title: winAnsi(w.title(invoice.number)), Author: winAnsi(club.name), Subject: winAnsi(w.title(invoice.number)), CreationDate: issued, ModDate: issued },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const text = (s: string, x: number, y: number, opts: PDFKit.Mixins.TextOptions = {}) => doc.text(winAnsi(s), x, y, { lineBreak: true, ...opts });
  /** An amount or count on one line: a figure too wide for its column is set smaller, never wrapped mid-number. */
  const figure = (s: string, x: number, y: number, width: number, size: number) => {
    const safe = winAnsi(s);
    let fit = size;
    while (fit > 5 && doc.fontSize(fit).widthOfString(safe) > width) fit -= 0.5;
    doc.text(safe, x, y, { width, align: 'right', lineBreak: false });
    doc.fontSize(size);
  };
  const left = PAGE.margin;
  const top = PAGE.margin;

  // The club: badge (when stored and readable), name and details.
  let nameX = left;
  if (club.badge) {
    try {
      doc.image(club.badge, left, top, { fit: [64, 64] });
      nameX = left + 76;
    } catch {
      // A badge pdfkit cannot read leaves the invoice without it rather than without an invoice.
    }
  }
  doc.font('Helvetica-Bold').fontSize(16).fillColor('black');
  text(club.name, nameX, top, { width: 260 });
  doc.font('Helvetica').fontSize(9).fillColor(GREY);
  const details = [club.parentCompanyName, countryName(club.country, w.locale), club.supportEmail].filter((d): d is string => !!d);
  for (const line of details) text(line, nameX, doc.y + 2, { width: 260 });

  // The invoice's heading, number and dates, on the right.
  const rightX = left + WIDTH - 200;
  doc.font('Helvetica-Bold').fontSize(22).fillColor('black');
  text(w.invoice, rightX, top, { width: 200, align: 'right' });
  doc.font('Helvetica').fontSize(10);
  const facts: [string, string][] = [
    [w.number, String(invoice.number)],
    [w.issued, day(invoice.issuedOn)],
    [w.due, day(invoice.dueOn)],
    [w.period, `${day(invoice.periodStart)} – ${day(invoice.periodEnd)}`],
  ];
  let y = top + 34;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fillColor(GREY);
    text(label, rightX, y, { width: 200, align: 'right' });
    doc.font('Helvetica-Bold').fillColor('black');
    text(value, rightX, doc.y, { width: 200, align: 'right' });
    y = doc.y + 4;
  }

  // Billed to.
  y = Math.max(y, doc.y) + 10;
  if (input.billedTo) {
    doc.font('Helvetica').fontSize(9).fillColor(GREY);
    text(w.billedTo, left, y);
    doc.fontSize(10).fillColor('black');
    if (input.billedTo.name) text(input.billedTo.name, left, doc.y + 2);
    text(input.billedTo.email, left, doc.y + 2);
    y = doc.y + 20;
  }

  // The lines.
  const cols = [
    { label: w.description, x: left, width: 215, align: 'left' as const },
    { label: w.quantity, x: left + 220, width: 65, align: 'right' as const },
    { label: w.unitPrice, x: left + 290, width: 100, align: 'right' as const },
    { label: w.amount, x: left + 395, width: WIDTH - 395, align: 'right' as const },
  ];
  doc.font('Helvetica-Bold').fontSize(10).fillColor('black');
  for (const c of cols) text(c.label, c.x, y, { width: c.width, align: c.align });
  y = doc.y + 4;
  doc.moveTo(left, y).lineTo(left + WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 6;
  doc.font('Helvetica').fontSize(10);
  for (const line of invoice.lines) {
    const cells = [line.description, new Intl.NumberFormat(w.locale).format(line.quantity), money(line.unitAmount), money(line.amount)];
    let bottom = y;
    cells.forEach((cell, i) => {
      const c = cols[i]!;
      if (i === 0) text(cell, c.x, y, { width: c.width });
      else figure(cell, c.x, y, c.width, 10);
      bottom = Math.max(bottom, doc.y);
    });
    y = bottom + 6;
  }
  doc.moveTo(left, y).lineTo(left + WIDTH, y).lineWidth(0.5).strokeColor('#999999').stroke();
  y += 8;

  // Totals: the subtotal and tax only when tax is configured.
  const totalsX = left + 250;
  const row = (label: string, value: string, bold = false) => {
    const size = bold ? 12 : 10;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
    text(label, totalsX, y, { width: 110 });
    const below = doc.y;
    figure(value, totalsX + 110, y, WIDTH - 360, size);
    y = Math.max(below, doc.y) + 4;
  };
  if (input.tax) {
    const rate = new Intl.NumberFormat(w.locale, { style: 'percent', maximumFractionDigits: 2 }).format(minorToDecimal(input.tax.rateBasisPoints, 4));
    row(w.subtotal, money(invoice.total - input.tax.amount));
    row(`${w.tax} (${rate})`, money(input.tax.amount));
  }
  row(w.total, money(invoice.total), true);

  // Paid or due.
  y += 16;
  doc.font('Helvetica-Bold').fontSize(12).fillColor(invoice.status === 'open' ? '#a4262c' : 'black');
  text(`${w.status}${w.colon}${invoice.status === 'paid' ? w.paid : invoice.status === 'void' ? w.void : w.open}`, left, y);
  doc.font('Helvetica').fontSize(10).fillColor('black');
  text(statusLine(invoice, w), left, doc.y + 2);
  if (invoice.status === 'paid' && invoice.paymentReference) text(`${w.reference}${w.colon}${invoice.paymentReference}`, left, doc.y + 2);
  doc.fontSize(9).fillColor(GREY);
  text(w.amountsIn(invoice.currency), left, doc.y + 14);

  doc.end();
  return done;
}
