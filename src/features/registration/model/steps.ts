// The registration wizard's steps (spec §2): 1 invite code with email and mobile, 2 terms,
// 3 profile, 4 password (the account is made here), 5 notifications, 6 photo, 7 five words,
// 8 add a child and 9 add another child (parents only), then a thank-you page.
export const STEPS = ['invite', 'terms', 'profile', 'password', 'notifications', 'photo', 'words', 'child', 'another-child', 'done'] as const;
export type StepId = (typeof STEPS)[number];
export const TOTAL_STEPS = 9;

/** 1-based number shown as "Step n of 9"; the thank-you page has none. */
export const stepNumber = (step: StepId): number | null => (step === 'done' ? null : STEPS.indexOf(step) + 1);

/** The step after `step`: the child steps are for parents only. */
export function nextStep(step: StepId, role: string | null): StepId {
  if (step === 'words' && role !== 'parent') return 'done';
  const i = STEPS.indexOf(step);
  return STEPS[Math.min(i + 1, STEPS.length - 1)]!;
}

/** Back is offered only before the account exists: after that the earlier answers are sent. */
export function previousStep(step: StepId): StepId | null {
  if (step === 'terms') return 'invite';
  if (step === 'profile') return 'terms';
  if (step === 'password') return 'profile';
  return null;
}

export const isStepId = (s: unknown): s is StepId => typeof s === 'string' && (STEPS as readonly string[]).includes(s);
