// Practice stats (calls.md GET practice/{playerId}/stats): minutes per core skill, per ISO week,
// per month and this season, summed from the entries' practice days. A season runs from
// 1 August (the football season in the club's countries) to 31 July.
import { weekOf } from './practice-days';
import type { PracticeEntry } from './practice-schema';

export interface PracticeStats {
  perSkill: { coreSkill: string; minutes: number }[];
  perWeek: { week: string; minutes: number; days: number }[];
  perMonth: { month: string; minutes: number }[];
  season: { from: string; minutes: number; entries: number };
}

export function seasonStart(today: string): string {
  const [y, mo] = today.split('-').map(Number) as [number, number];
  return `${mo >= 8 ? y : y - 1}-08-01`;
}

export function practiceStats(entries: readonly Pick<PracticeEntry, 'day' | 'skills'>[], today: string): PracticeStats {
  const skill = new Map<string, number>();
  const week = new Map<string, { minutes: number; days: Set<string> }>();
  const month = new Map<string, number>();
  const from = seasonStart(today);
  let seasonMinutes = 0;
  let seasonEntries = 0;
  for (const e of entries) {
    const total = e.skills.reduce((s, k) => s + k.minutes, 0);
    for (const k of e.skills) skill.set(k.coreSkill, (skill.get(k.coreSkill) ?? 0) + k.minutes);
    const w = week.get(weekOf(e.day)) ?? { minutes: 0, days: new Set<string>() };
    w.minutes += total;
    w.days.add(e.day);
    week.set(weekOf(e.day), w);
    month.set(e.day.slice(0, 7), (month.get(e.day.slice(0, 7)) ?? 0) + total);
    if (e.day >= from && e.day <= today) {
      seasonMinutes += total;
      seasonEntries += 1;
    }
  }
  return {
    perSkill: [...skill].map(([coreSkill, minutes]) => ({ coreSkill, minutes })).sort((a, b) => b.minutes - a.minutes || a.coreSkill.localeCompare(b.coreSkill, 'en')),
    perWeek: [...week].map(([w, s]) => ({ week: w, minutes: s.minutes, days: s.days.size })).sort((a, b) => a.week.localeCompare(b.week)),
    perMonth: [...month].map(([m, minutes]) => ({ month: m, minutes })).sort((a, b) => a.month.localeCompare(b.month)),
    season: { from, minutes: seasonMinutes, entries: seasonEntries },
  };
}
