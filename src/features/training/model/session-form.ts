// The add form's raw values (date and times as the inputs hold them, in the device's time zone)
// and their mapping to POST training/{clubId}/create (domain/training/create-schema).
import { toIso } from '../../../domain/session/local-date-time';
import type { CreateTrainingInput } from '../../../domain/training/create-schema';
import type { UpdateTrainingInput } from '../../../domain/training/update-schema';

export interface SessionFormValues {
  teamId: string;
  date: string;
  startTime: string;
  endTime: string;
  repeatEvery: string;
  repeatUntil: string;
  location: string;
  sport: string;
  coachId: string;
  intensity: string;
  coreSkill: string;
  pitchSize: string;
  pitchSurface: string;
  weather: string;
  topic: string;
  directions: string;
  mapLink: string;
  additionalInfo: string;
  sessionPlan: string;
  healthSafetyFile: string;
  parentPlayerFile: string;
}

export const emptySessionForm = (teamId = ''): SessionFormValues => ({
  teamId, date: '', startTime: '', endTime: '', repeatEvery: '0', repeatUntil: '', location: '', sport: 'football', coachId: '', intensity: '', coreSkill: '',
  pitchSize: '', pitchSurface: '', weather: '', topic: '', directions: '', mapLink: '', additionalInfo: '', sessionPlan: '', healthSafetyFile: '', parentPlayerFile: '',
});

const orNull = (s: string) => (s.trim() ? s.trim() : null);

export function toCreateInput(v: SessionFormValues, id?: string): Omit<CreateTrainingInput, 'userId'> {
  return {
    ...(id ? { id } : {}),
    teamId: v.teamId,
    startsAt: toIso(v.date, v.startTime),
    endsAt: toIso(v.date, v.endTime),
    repeatEvery: Number(v.repeatEvery) as CreateTrainingInput['repeatEvery'],
    repeatUntil: v.repeatEvery !== '0' ? v.repeatUntil || null : null,
    location: orNull(v.location),
    sport: v.sport || undefined,
    coachId: orNull(v.coachId),
    intensity: (orNull(v.intensity) as CreateTrainingInput['intensity']) ?? null,
    coreSkill: orNull(v.coreSkill),
    pitchSize: (orNull(v.pitchSize) as CreateTrainingInput['pitchSize']) ?? null,
    pitchSurface: (orNull(v.pitchSurface) as CreateTrainingInput['pitchSurface']) ?? null,
    weather: orNull(v.weather),
    topic: orNull(v.topic),
    directions: orNull(v.directions),
    mapLink: orNull(v.mapLink),
    additionalInfo: orNull(v.additionalInfo),
    sessionPlan: orNull(v.sessionPlan),
    healthSafetyFile: orNull(v.healthSafetyFile),
    parentPlayerFile: orNull(v.parentPlayerFile),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
const localTime = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

type CopySource = { teamId: string; startsAt: string; endsAt: string } & Partial<Record<Exclude<keyof SessionFormValues, 'teamId' | 'date' | 'startTime' | 'endTime' | 'repeatEvery' | 'repeatUntil'>, string | null>>;

/**
 * The add form filled in from a session to copy: every detail and the times of day; the date is
 * left for the coach to pick (a copy is another day), and a copy does not repeat.
 */
export function copyForm(s: CopySource): SessionFormValues {
  const blank = emptySessionForm(s.teamId);
  const out: SessionFormValues = { ...blank, startTime: localTime(s.startsAt), endTime: localTime(s.endsAt) };
  for (const k of DETAIL_KEYS) out[k] = s[k] ?? blank[k];
  return out;
}

const DETAIL_KEYS = ['location', 'sport', 'coachId', 'intensity', 'coreSkill', 'pitchSize', 'pitchSurface', 'weather', 'topic', 'directions', 'mapLink', 'additionalInfo', 'sessionPlan', 'healthSafetyFile', 'parentPlayerFile'] as const;

/** Whether only the date and times differ: then the copy call keeps the drills too. */
export function onlyTimesChanged(a: SessionFormValues, b: SessionFormValues): boolean {
  return a.teamId === b.teamId && DETAIL_KEYS.every((k) => a[k].trim() === b[k].trim());
}

const localDate = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** The edit form filled in from the session: every field, with its date and times of day. */
export function editForm(s: CopySource): SessionFormValues {
  return { ...copyForm(s), date: localDate(s.startsAt) };
}

/** PUT training/{clubId}/{trainingId}: every field of the form (the repeat is not changed here). */
export function toUpdateInput(v: SessionFormValues): Omit<UpdateTrainingInput, 'userId'> {
  const { repeatEvery: _r, repeatUntil: _u, id: _i, ...rest } = toCreateInput(v);
  return rest;
}

/**
 * The edit call's body: every field, but the start and end only when the coach changed them in
 * the form (so a session whose start has passed, or whose stored time has seconds the inputs do
 * not show, can still have its other fields edited).
 */
export function toEditInput(v: SessionFormValues, original: SessionFormValues): Omit<UpdateTrainingInput, 'userId'> {
  const input = toUpdateInput(v);
  const sameDay = v.date === original.date;
  if (sameDay && v.startTime === original.startTime) delete input.startsAt;
  if (sameDay && v.endTime === original.endTime) delete input.endsAt;
  return input;
}
