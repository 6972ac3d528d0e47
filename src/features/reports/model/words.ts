// The words of reports in the reader's language: measure, dimension and chart-type names, and a
// dimension's values (a team's or player's name from the result's labels, "Home", "Cup", a month
// as "Mar 2026"); numbers through Lingui's i18n.number, rates as percentages.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { reportMessages, type ChartType } from '../../../domain/analytics/report-definition';
import type { DimensionName, MeasureName } from '../../../domain/analytics/semantic-names';
import { percent } from '../../analytics/model/format';
import { skillName } from '../../analytics/model/skill-name';
import type { TableWords } from './table';

const MEASURES: Record<MeasureName, MessageDescriptor> = {
  gamesPlayed: msg`Games played`,
  gamesWon: msg`Games won`,
  gamesDrawn: msg`Games drawn`,
  gamesLost: msg`Games lost`,
  goalsFor: msg`Goals for`,
  goalsAgainst: msg`Goals against`,
  cleanSheets: msg`Clean sheets`,
  cards: msg`Cards`,
  yellowCards: msg`Yellow cards`,
  redCards: msg`Red cards`,
  minutesPlayed: msg`Minutes played`,
  gamesAttended: msg`Games attended`,
  gameAttendanceRate: msg`Game attendance`,
  sessionsAttended: msg`Sessions attended`,
  sessionAttendanceRate: msg`Session attendance`,
  activePlayers: msg`Active players`,
  trainingMinutes: msg`Training minutes`,
  practiceMinutes: msg`Practice minutes`,
  motmAwards: msg`Man of the match awards`,
};

const DIMENSIONS: Record<DimensionName, MessageDescriptor> = {
  team: msg`Team`,
  player: msg`Player`,
  season: msg`Season`,
  month: msg`Month`,
  occasion: msg`Occasion`,
  homeAway: msg`Home or away`,
  coreSkill: msg`Core skill`,
};

const CHARTS: Record<ChartType, MessageDescriptor> = {
  line: msg`Line`,
  bar: msg`Bar`,
  stackedBar: msg`Stacked bar`,
  area: msg`Area`,
  doughnut: msg`Doughnut`,
  radar: msg`Radar`,
  scatter: msg`Scatter`,
  number: msg`Single number`,
  table: msg`Table`,
};

const OCCASION: Record<string, MessageDescriptor> = {
  league: msg`League`,
  tournament: msg`Tournament`,
  cup: msg`Cup`,
  friendly: msg`Friendly`,
  'in-house': msg`In-house`,
};

const RATES: ReadonlySet<MeasureName> = new Set(['gameAttendanceRate', 'sessionAttendanceRate']);

export const measureName = (i18n: I18n, m: MeasureName) => i18n._(MEASURES[m]);
export const dimensionName = (i18n: I18n, d: DimensionName) => i18n._(DIMENSIONS[d]);
export const chartTypeName = (i18n: I18n, c: ChartType) => i18n._(CHARTS[c]);
export const occasionName = (i18n: I18n, o: string) => (OCCASION[o] ? i18n._(OCCASION[o]) : o);

export function valueName(i18n: I18n, d: DimensionName, v: string | null, labels: Record<string, string>): string {
  if (v === null) return i18n._(msg`Not recorded`);
  switch (d) {
    case 'team':
    case 'player':
      return labels[v] ?? i18n._(msg`Unknown`);
    case 'month':
      return i18n.date(new Date(`${v}-01T00:00:00Z`), { month: 'short', year: 'numeric', timeZone: 'UTC' });
    case 'homeAway':
      return v === 'home' ? i18n._(msg`Home`) : v === 'away' ? i18n._(msg`Away`) : v;
    case 'occasion':
      return occasionName(i18n, v);
    case 'coreSkill':
      return skillName(i18n, v);
    default:
      return v;
  }
}

export function numberText(i18n: I18n, m: MeasureName, v: number | null): string {
  if (RATES.has(m)) return percent(i18n, v);
  return v === null ? '–' : i18n.number(v);
}

export const tableWords = (i18n: I18n, labels: Record<string, string>): TableWords => ({
  measure: (m) => measureName(i18n, m),
  dimension: (d) => dimensionName(i18n, d),
  value: (d, v) => valueName(i18n, d, v, labels),
  number: (m, v) => numberText(i18n, m, v),
});

/** Why a chart type cannot draw the choice, in the reader's language (the shared rule's words are English). */
export function fitProblemText(i18n: I18n, type: ChartType, problem: string | null): string | null {
  if (problem === null) return null;
  const name = chartTypeName(i18n, type);
  if (problem === reportMessages.chartNeedsMeasure) return i18n._(msg`Chart types without measures cannot be chosen`);
  if (problem === reportMessages.noDimension) return i18n._(msg`A single number is drawn without a dimension`);
  if (problem === reportMessages.stacked) return i18n._(msg`A stacked bar chart needs two dimensions, or one dimension and two or more measures`);
  if (problem === reportMessages.scatter) return i18n._(msg`A scatter chart needs two measures (across and up) and one dimension`);
  if (problem === reportMessages.needsDimension(type)) return i18n._(msg`A ${name} chart needs one dimension to draw along`);
  return i18n._(msg`A ${name} chart takes one dimension`);
}

/** A YYYY-MM-DD day as the reader writes it (the day itself, whatever the device's time zone). */
export const dayText = (i18n: I18n, day: string) => i18n.date(new Date(Date.parse(day)), { dateStyle: 'medium', timeZone: 'UTC' });
