// Translated words for the billing page: the server's messages (src/domain/billing), statuses,
// kinds, intervals, payment terms and who pays.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../../api/api-error';
import type { BillingInterval } from '../../../domain/billing/periods';

export const billingText = {
  notConfigured: msg`Billing is not configured for this club.`,
  pageFailed: msg`There has been a problem loading the billing page`,
  invoicesFailed: msg`There has been a problem loading this clubs invoices`,
  addFailed: msg`There has been a problem adding this product or subscription`,
  adminOnly: msg`This section is only available to administrators`,
  offline: msg`You are offline. Changes to billing need a connection.`,
  downloadFailed: msg`There has been a problem downloading this invoice`,
};

const byEnglish: Record<string, MessageDescriptor> = {
  'Billing is not configured for this club.': billingText.notConfigured,
  'This section is only available to administrators': billingText.adminOnly,
  'This club already has this subscription': msg`This club already has this subscription`,
  'This subscription has been cancelled': msg`This subscription has been cancelled`,
  'This club has no such subscription': msg`This club has no such subscription`,
  'Please choose a price': msg`Please choose a price`,
  "Please choose a price in the club's currency": msg`Please choose a price in the club's currency`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
  'Please enter a valid number of players': msg`Please enter a valid number of players`,
  'Please keep this to 100 characters': msg`Please keep this to 100 characters`,
  'The free trial cannot be longer than the contract term': msg`The free trial cannot be longer than the contract term`,
  'Please complete all price fields': msg`Please complete all price fields`,
  'Please choose who pays': msg`Please choose who pays`,
  'Invoice not found': msg`Invoice not found`,
};

export const billingMessage = (english: string | undefined): MessageDescriptor | undefined => (english ? byEnglish[english] : undefined);

/** Why a change failed: no signal, a refusal in the server's words, else `fallback`. */
export function billingFailure(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  if (!isApiError(error)) return fallback;
  if (error.code === 'network') return billingText.offline;
  if (error.status !== null && error.status < 500) return billingMessage(error.message) ?? fallback;
  return fallback;
}

export const kindLabel: Record<'licence' | 'reporting', MessageDescriptor> = {
  licence: msg`Player licences`,
  reporting: msg`Reporting`,
};

export const statusLabel: Record<string, MessageDescriptor> = {
  active: msg`Active`,
  paused: msg`Paused`,
  cancelled: msg`Cancelled`,
  open: msg`Due`,
  paid: msg`Paid`,
  void: msg`Void`,
};

export const payerLabel: Record<string, MessageDescriptor> = {
  none: msg`No one`,
  club: msg`The club`,
  user: msg`Each member`,
};

export const paymentTermLabel: Record<string, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  yearly: msg`Yearly`,
  upfront: msg`Up front`,
};

export const methodLabel: Record<string, MessageDescriptor> = {
  bank_transfer: msg`Bank transfer`,
  cash: msg`Cash`,
};

/** "every month", "every 2 weeks", ... */
export function everyLabel(interval: BillingInterval, count: number): MessageDescriptor {
  switch (interval) {
    case 'day':
      return count === 1 ? msg`every day` : msg`every ${count} days`;
    case 'week':
      return count === 1 ? msg`every week` : msg`every ${count} weeks`;
    case 'month':
      return count === 1 ? msg`every month` : msg`every ${count} months`;
    case 'year':
      return count === 1 ? msg`every year` : msg`every ${count} years`;
  }
}
