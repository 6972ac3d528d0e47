// Amounts arrive in integer minor units; they are shown in the club's currency, formatted for the
// reader's language (spec §9: GBP, USD, CAD, NZD all have two decimal places).
import type { I18n } from '@lingui/core';

export const formatMoney = (i18n: I18n, minorUnits: number, currency: string): string => i18n.number(minorUnits / 100, { style: 'currency', currency });

/** A calendar day (YYYY-MM-DD) as itself, whatever the reader's time zone. */
export function formatDay(i18n: I18n, day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return i18n.date(new Date(Date.UTC(y!, m! - 1, d!, 12)), { dateStyle: 'medium', timeZone: 'UTC' });
}
