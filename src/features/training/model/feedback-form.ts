// The feedback form's raw values (what the inputs hold) and their mapping to the call's input
// (domain/training/feedback-schema): empty answers are null, empty takeaways are dropped, and a
// rating box left empty stays NaN so the schema says 'Please choose a rating from 1 to 10'.
import type { TrainingFeedbackInput } from '../../../domain/training/feedback-schema';

export interface FeedbackFormValues {
  sessionRating: number;
  enjoyment: number;
  wishToRepeat: number;
  confidence: number;
  learned: string;
  takeaways: [string, string, string];
  wentWell: string;
  couldAffect: string;
  weekPlan: string;
  coachRating: number;
  objectiveMet: '' | 'yes' | 'no';
}

const text = (s: string) => (s.trim() ? s : null);

export function toFeedbackInput(v: FeedbackFormValues): Omit<TrainingFeedbackInput, 'userId'> {
  return {
    sessionRating: v.sessionRating,
    enjoyment: v.enjoyment,
    wishToRepeat: v.wishToRepeat,
    confidence: v.confidence,
    learned: text(v.learned),
    takeaways: v.takeaways.map((s) => s.trim()).filter(Boolean),
    wentWell: text(v.wentWell),
    couldAffect: text(v.couldAffect),
    weekPlan: text(v.weekPlan),
    coachRating: Number.isNaN(v.coachRating) ? null : v.coachRating,
    objectiveMet: v.objectiveMet === '' ? null : v.objectiveMet === 'yes',
  };
}

export function toFormValues(f: Partial<TrainingFeedbackInput> | null | undefined): FeedbackFormValues {
  const t = f?.takeaways ?? [];
  return {
    sessionRating: f?.sessionRating ?? NaN,
    enjoyment: f?.enjoyment ?? NaN,
    wishToRepeat: f?.wishToRepeat ?? NaN,
    confidence: f?.confidence ?? NaN,
    learned: f?.learned ?? '',
    takeaways: [t[0] ?? '', t[1] ?? '', t[2] ?? ''],
    wentWell: f?.wentWell ?? '',
    couldAffect: f?.couldAffect ?? '',
    weekPlan: f?.weekPlan ?? '',
    coachRating: f?.coachRating ?? NaN,
    objectiveMet: f?.objectiveMet === true ? 'yes' : f?.objectiveMet === false ? 'no' : '',
  };
}

/**
 * The call's takeaway errors (indexed over the non-empty boxes, as toFeedbackInput sends them)
 * placed at the boxes they came from.
 */
export function takeawayBoxErrors<E>(boxes: readonly string[], found: readonly (E | undefined)[]): (E | undefined)[] {
  const filled = boxes.flatMap((s, i) => (s.trim() ? [i] : []));
  const out: (E | undefined)[] = [];
  found.forEach((e, k) => {
    const box = filled[k];
    if (e && box !== undefined) out[box] = e;
  });
  return out;
}
