// The names of the analytics semantic layer (issue 24): the only words a caller may use to ask
// for a number. The server maps each name to its SQL (server/areas/analytics/semantic); nothing a
// client sends ever becomes SQL or a column name. Shared so the app can label and validate them.
import * as v from 'valibot';

export const MEASURE_NAMES = [
  'gamesPlayed',
  'gamesWon',
  'gamesDrawn',
  'gamesLost',
  'goalsFor',
  'goalsAgainst',
  'cleanSheets',
  'cards',
  'yellowCards',
  'redCards',
  'minutesPlayed',
  'gamesAttended',
  'gameAttendanceRate',
  'sessionsAttended',
  'sessionAttendanceRate',
  'activePlayers',
  'trainingMinutes',
  'practiceMinutes',
  'motmAwards',
] as const;
export type MeasureName = (typeof MEASURE_NAMES)[number];

export const DIMENSION_NAMES = ['team', 'player', 'season', 'month', 'occasion', 'homeAway', 'coreSkill'] as const;
export type DimensionName = (typeof DIMENSION_NAMES)[number];

export const semanticMessages = {
  noMeasure: 'Please choose at least one measure',
  unknownMeasure: (name: string) => `Unknown measure "${name}". Choose one of: ${MEASURE_NAMES.join(', ')}`,
  unknownDimension: (name: string) => `Unknown dimension "${name}". Choose one of: ${DIMENSION_NAMES.join(', ')}`,
  notCombinable: (measure: string, dimension: string) => `The measure "${measure}" cannot be broken down by "${dimension}"`,
  tooManyDimensions: 'Choose at most 2 dimensions',
} as const;

const measureName = v.custom<MeasureName>((s) => typeof s === 'string' && (MEASURE_NAMES as readonly string[]).includes(s), (issue) => semanticMessages.unknownMeasure(String(issue.input)));
const dimensionName = v.custom<DimensionName>((s) => typeof s === 'string' && (DIMENSION_NAMES as readonly string[]).includes(s), (issue) => semanticMessages.unknownDimension(String(issue.input)));

/** What a semantic query asks for: measures and dimensions by name only. */
export const semanticSelectionSchema = v.object({
  // Absent is the same mistake as empty: one message for both.
  measures: v.optional(v.pipe(v.array(measureName, semanticMessages.noMeasure), v.minLength(1, semanticMessages.noMeasure), v.maxLength(MEASURE_NAMES.length)), []),
  dimensions: v.optional(v.pipe(v.array(dimensionName), v.maxLength(2, semanticMessages.tooManyDimensions)), []),
});
export type SemanticSelection = v.InferOutput<typeof semanticSelectionSchema>;
