// The words of an invoice PDF in each club language (spec §9: en, en-US, es, fr). The app's
// Lingui catalogues live with the app bundle, so the server keeps this small table of its own;
// an invoice is written in its club's language whoever downloads it. Dates and amounts are
// formatted by Intl for the language's locale ('en' is British English, as in the app).
import type { PaymentMethod } from '../../../src/domain/billing/billing-schema';
import type { LANGUAGES } from '../../../src/domain/club/club-schema';

export type InvoiceLanguage = (typeof LANGUAGES)[number];

export interface InvoiceWords {
  /** The Intl locale for dates, amounts and country names. */
  locale: string;
  invoice: string;
  number: string;
  issued: string;
  due: string;
  period: string;
  billedTo: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotal: string;
  tax: string;
  total: string;
  status: string;
  /** Between a label and its value: ': ', or French's ' : ' with a no-break space. */
  colon: string;
  paid: string;
  open: string;
  void: string;
  paidOn: (day: string, method: string | null) => string;
  dueBy: (day: string) => string;
  reference: string;
  methods: Record<PaymentMethod, string>;
  amountsIn: (currency: string) => string;
  /** A document title and file-viewer heading: "Invoice 12". */
  title: (number: number) => string;
}

const english = (locale: string): InvoiceWords => ({
  locale,
  invoice: 'Invoice',
  number: 'Invoice number',
  issued: 'Issue date',
  due: 'Due date',
  period: 'Period',
  billedTo: 'Billed to',
  description: 'Description',
  quantity: 'Quantity',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotal: 'Subtotal',
  tax: 'Tax',
  total: 'Total',
  status: 'Status',
  colon: ': ',
  paid: 'Paid',
  open: 'Due',
  void: 'Void',
  paidOn: (day, method) => (method ? `Paid on ${day} by ${method}` : `Paid on ${day}`),
  dueBy: (day) => `Please pay by ${day}`,
  reference: 'Reference',
  methods: { bank_transfer: 'bank transfer', cash: 'cash' },
  amountsIn: (currency) => `Amounts in ${currency}.`,
  title: (n) => `Invoice ${n}`,
});

const WORDS: Record<InvoiceLanguage, InvoiceWords> = {
  en: english('en-GB'),
  'en-US': english('en-US'),
  es: {
    locale: 'es',
    invoice: 'Factura',
    number: 'Número de factura',
    issued: 'Fecha de emisión',
    due: 'Fecha de vencimiento',
    period: 'Periodo',
    billedTo: 'Facturado a',
    description: 'Descripción',
    quantity: 'Cantidad',
    unitPrice: 'Precio unitario',
    amount: 'Importe',
    subtotal: 'Subtotal',
    tax: 'Impuestos',
    total: 'Total',
    status: 'Estado',
    colon: ': ',
    paid: 'Pagada',
    open: 'Pendiente de pago',
    void: 'Anulada',
    paidOn: (day, method) => (method ? `Pagada el ${day} por ${method}` : `Pagada el ${day}`),
    dueBy: (day) => `Por favor, pague antes del ${day}`,
    reference: 'Referencia',
    methods: { bank_transfer: 'transferencia bancaria', cash: 'efectivo' },
    amountsIn: (currency) => `Importes en ${currency}.`,
    title: (n) => `Factura ${n}`,
  },
  fr: {
    locale: 'fr',
    invoice: 'Facture',
    number: 'Numéro de facture',
    issued: "Date d'émission",
    due: "Date d'échéance",
    period: 'Période',
    billedTo: 'Facturé à',
    description: 'Désignation',
    quantity: 'Quantité',
    unitPrice: 'Prix unitaire',
    amount: 'Montant',
    subtotal: 'Sous-total',
    tax: 'Taxes',
    total: 'Total',
    status: 'Statut',
    colon: '\u00A0: ',
    paid: 'Payée',
    open: 'À payer',
    void: 'Annulée',
    paidOn: (day, method) => (method ? `Payée le ${day} par ${method}` : `Payée le ${day}`),
    dueBy: (day) => `Merci de régler avant le ${day}`,
    reference: 'Référence',
    methods: { bank_transfer: 'virement bancaire', cash: 'espèces' },
    amountsIn: (currency) => `Montants en ${currency}.`,
    title: (n) => `Facture ${n}`,
  },
};

/** The words of a club language; an unknown one (a row from before the language list) reads English. */
export const invoiceWords = (language: string): InvoiceWords => WORDS[language as InvoiceLanguage] ?? WORDS.en;
