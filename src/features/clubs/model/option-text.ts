// The words for a choice in the club and team forms, in the user's language: our own lists
// through Lingui, countries, languages and currencies through the browser's Intl.DisplayNames.
// Codes that read the same everywhere (date formats, 7v7) stay as they are.
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { sportText } from './sport-text';
import { ageGroupLabel, groupTypeLabel, teamTypeLabel } from './settings-text';

const clubTypeText: Record<string, MessageDescriptor> = { elite: msg`Elite`, community: msg`Community` };
const paymentTermText: Record<string, MessageDescriptor> = { monthly: msg`Monthly`, quarterly: msg`Quarterly`, yearly: msg`Yearly`, upfront: msg`Up front` };
const payerText: Record<string, MessageDescriptor> = { none: msg`Nobody (free)`, club: msg`The club`, user: msg`Each member` };
const intervalText: Record<string, MessageDescriptor> = { day: msg`Day`, week: msg`Week`, month: msg`Month`, year: msg`Year` };

function displayName(i18n: I18n, type: 'region' | 'language' | 'currency', code: string): string {
  try {
    const name = new Intl.DisplayNames([i18n.locale, 'en'], { type }).of(code);
    return name && name !== code ? (type === 'currency' ? `${code} — ${name}` : name) : code;
  } catch {
    return code;
  }
}

const BY_FIELD: Record<string, (i18n: I18n, value: string) => string | undefined> = {
  sport: (i18n, v) => (Object.hasOwn(sportText, v) ? i18n._(sportText[v as keyof typeof sportText]) : undefined),
  clubType: (i18n, v) => (clubTypeText[v] ? i18n._(clubTypeText[v]) : undefined),
  language: (i18n, v) => displayName(i18n, 'language', v),
  country: (i18n, v) => displayName(i18n, 'region', v),
  currency: (i18n, v) => displayName(i18n, 'currency', v),
  ageGroup: (i18n, v) => i18n._(ageGroupLabel(v)),
  groupType: (i18n, v) => (groupTypeLabel[v] ? i18n._(groupTypeLabel[v]) : undefined),
  teamType: (i18n, v) => (teamTypeLabel[v] ? i18n._(teamTypeLabel[v]) : undefined),
  paymentTerm: (i18n, v) => (paymentTermText[v] ? i18n._(paymentTermText[v]) : undefined),
  payer: (i18n, v) => (payerText[v] ? i18n._(payerText[v]) : undefined),
  interval: (i18n, v) => (intervalText[v] ? i18n._(intervalText[v]) : undefined),
};

/** `field` is the form field's name (the last part of a wizard field's path). */
export function optionText(i18n: I18n, field: string, value: string): string {
  return BY_FIELD[field]?.(i18n, value) ?? value;
}
