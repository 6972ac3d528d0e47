// Numbers of the overviews in the reader's locale: counts as numbers, rates as percentages
// (the server sends 80 for 80 %), and a rate nobody recorded as a dash, never 0 %.
import type { I18n } from '@lingui/core';

export const count = (i18n: I18n, n: number): string => i18n.number(n);

export const percent = (i18n: I18n, rate: number | null): string => (rate === null ? '–' : i18n.number(rate / 100, { style: 'percent', maximumFractionDigits: 1 }));

/** "14:02" of the day it was computed; with the date too when that was not today. */
export function computedTime(i18n: I18n, iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  const sameDay = at.toDateString() === now.toDateString();
  return sameDay ? i18n.date(at, { hour: '2-digit', minute: '2-digit' }) : i18n.date(at, { dateStyle: 'medium', timeStyle: 'short' });
}
