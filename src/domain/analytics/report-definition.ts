// A report's definition (issue 24 items 3 and 5): measures and dimensions by name, filters
// (teams, date range, occasion, player) and a chart type. Shared by the report builder screen and
// the server (server/areas/reports), which checks it again and compiles it through the semantic
// layer. Every chart type draws measures, so none can be chosen without one (product.md §5
// 'Chart types without measures cannot be chosen'); each type also says how many dimensions and
// measures it can draw, with a message when the choice does not fit.
import * as v from 'valibot';
import { dateRangeQuery } from './date-range';
import { DIMENSION_NAMES, MEASURE_NAMES, semanticMessages, type DimensionName, type MeasureName } from './semantic-names';

export const CHART_TYPES = ['line', 'bar', 'stackedBar', 'area', 'doughnut', 'radar', 'scatter', 'number', 'table'] as const;
export type ChartType = (typeof CHART_TYPES)[number];

export const OCCASIONS = ['league', 'tournament', 'cup', 'friendly', 'in-house'] as const;
export type Occasion = (typeof OCCASIONS)[number];

export const MAX_REPORT_MEASURES = 4;
export const MAX_REPORT_TEAMS = 50;

export const reportMessages = {
  /** product.md §5 'Report or dashboard save needs valid details'. */
  saveInvalid: 'Report or dashboard save needs valid details',
  /** product.md §5 'Chart types without measures cannot be chosen'. */
  chartNeedsMeasure: 'Chart types without measures cannot be chosen',
  /** product.md §8 'There has been an error retrieving ...'. */
  loadFailed: 'There has been an error retrieving report',
  chartsFailed: 'There has been an error retrieving charts',
  saveFailed: 'There has been a problem saving the report',
  name: 'Please enter a report name (up to 80 characters)',
  chartType: `Please choose a chart type: ${CHART_TYPES.join(', ')}`,
  occasion: `Please choose an occasion: ${OCCASIONS.join(', ')}`,
  team: 'Please choose teams of this club',
  teamNotInClub: 'This team is not one of the club\u2019s teams',
  playerNotInClub: 'This player is not one of the club\u2019s players',
  player: 'Please choose a player',
  tooManyMeasures: `Choose at most ${MAX_REPORT_MEASURES} measures`,
  needsDimension: (type: string) => `A ${type} chart needs one dimension to draw along`,
  noDimension: 'A single number is drawn without a dimension',
  oneDimension: (type: string) => `A ${type} chart takes one dimension`,
  stacked: 'A stacked bar chart needs two dimensions, or one dimension and two or more measures',
  scatter: 'A scatter chart needs two measures (across and up) and one dimension',
  occasionNotGames: (measure: string) => `The measure "${measure}" is not about games, so it cannot be filtered by occasion`,
  notFound: 'Report not found',
  notYours: 'Only the report\u2019s owner or a club admin can change it',
  visibility: 'Please choose private or club',
} as const;

const measureName = v.custom<MeasureName>((s) => typeof s === 'string' && (MEASURE_NAMES as readonly string[]).includes(s), (issue) => semanticMessages.unknownMeasure(String(issue.input)));
const dimensionName = v.custom<DimensionName>((s) => typeof s === 'string' && (DIMENSION_NAMES as readonly string[]).includes(s), (issue) => semanticMessages.unknownDimension(String(issue.input)));
const uuid = (message: string) => v.pipe(v.string(message), v.uuid(message));

export const reportFiltersSchema = v.object({
  teamIds: v.optional(v.pipe(v.array(uuid(reportMessages.team), reportMessages.team), v.maxLength(MAX_REPORT_TEAMS, reportMessages.team)), []),
  ...dateRangeQuery,
  occasion: v.optional(v.nullable(v.picklist(OCCASIONS, reportMessages.occasion)), null),
  playerId: v.optional(v.nullable(uuid(reportMessages.player)), null),
});
export type ReportFilters = v.InferOutput<typeof reportFiltersSchema>;

/** Whether the chart type can draw these measures and dimensions; the message when it cannot. */
export function chartFitProblem(type: ChartType, measures: readonly string[], dimensions: readonly string[]): string | null {
  if (measures.length === 0) return reportMessages.chartNeedsMeasure;
  switch (type) {
    case 'number':
      return dimensions.length === 0 ? null : reportMessages.noDimension;
    case 'table':
      return null;
    case 'stackedBar':
      return dimensions.length === 2 || (dimensions.length === 1 && measures.length >= 2) ? null : reportMessages.stacked;
    case 'scatter':
      return measures.length === 2 && dimensions.length === 1 ? null : reportMessages.scatter;
    default:
      if (dimensions.length === 0) return reportMessages.needsDimension(type);
      return dimensions.length === 1 ? null : reportMessages.oneDimension(type);
  }
}

export const reportDefinitionSchema = v.pipe(
  v.object({
    measures: v.optional(
      v.pipe(v.array(measureName, semanticMessages.noMeasure), v.minLength(1, semanticMessages.noMeasure), v.maxLength(MAX_REPORT_MEASURES, reportMessages.tooManyMeasures)),
      [],
    ),
    dimensions: v.optional(v.pipe(v.array(dimensionName), v.maxLength(2, semanticMessages.tooManyDimensions)), []),
    filters: v.optional(reportFiltersSchema, {}),
    chartType: v.picklist(CHART_TYPES, reportMessages.chartType),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = chartFitProblem(dataset.value.chartType, dataset.value.measures, dataset.value.dimensions);
    if (problem) addIssue({ message: problem, path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'chartType', value: dataset.value.chartType }] });
  }),
);
export type ReportDefinition = v.InferOutput<typeof reportDefinitionSchema>;

/** POST builder/count and builder/chart: the club and the definition. */
export const builderBodySchema = v.object({ clubId: uuid('Invalid club id'), definition: reportDefinitionSchema, userId: v.optional(v.string()) });
/** POST {clubId}/builder: the definition only (the club is in the path). */
export const clubBuilderBodySchema = v.object({ definition: reportDefinitionSchema, userId: v.optional(v.string()) });

export const REPORT_VISIBILITIES = ['private', 'club'] as const;
export type ReportVisibility = (typeof REPORT_VISIBILITIES)[number];

const reportFields = {
  name: v.pipe(v.string(reportMessages.name), v.trim(), v.minLength(1, reportMessages.name), v.maxLength(80, reportMessages.name)),
  definition: reportDefinitionSchema,
  visibility: v.optional(v.picklist(REPORT_VISIBILITIES, reportMessages.visibility), 'private'),
  userId: v.optional(v.string()),
};
/** POST {clubId}: the id may come from the device (made offline), so a replay finds its row. */
export const reportCreateSchema = v.object({ id: v.optional(uuid('Invalid report id')), ...reportFields });
export type ReportCreateBody = v.InferInput<typeof reportCreateSchema>;
export const reportEditSchema = v.object(reportFields);
export type ReportEditBody = v.InferInput<typeof reportEditSchema>;
export const favouriteSchema = v.object({ favourite: v.boolean('Please say whether it is a favourite'), userId: v.optional(v.string()) });

/** A saved report as the server answers it. */
export interface SavedReport {
  id: string;
  clubId: string;
  ownerId: string;
  ownerName: string;
  name: string;
  definition: ReportDefinition;
  visibility: ReportVisibility;
  favourite: boolean;
  /** May the caller change or delete it (its owner, a club admin for a club report). */
  canEdit: boolean;
  updatedAt: string;
}

export type ReportRow = Partial<Record<DimensionName, string | null>> & Partial<Record<MeasureName, number | null>>;

/** A report's data: rows of dimension values and measures, with the label of each id dimension. */
export interface ReportResult {
  measures: MeasureName[];
  dimensions: DimensionName[];
  rows: ReportRow[];
  /** Display names of team and player ids in the rows. */
  labels: Record<string, string>;
  /** For a single number: the same measures over the period of equal length just before. */
  previous: Partial<Record<MeasureName, number | null>> | null;
  range: { startDate: string; endDate: string };
  computedAt: string;
}
