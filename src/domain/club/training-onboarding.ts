// GET club/{id}/onboarding/training (calls.md Club area, no body). The spec names the call only;
// the answer is ours: what a member new to the club does first for training, for the caller in
// that club, so the app can show a short checklist and the next sessions.
//
// How the caller takes part in training decides the steps:
//   staff     (club admin, coach, assistant coach, super admin): team -> plan_session -> take_attendance
//   attendee  (player, or parent of a player of the club):        team -> training_reminders -> confirm_attendance
//   viewer    (any other member, e.g. a 'user' without a team):   team (ask the club to be added to one)
// A member holding both a staff and an attendee role is answered as staff (they run the sessions).

export const TRAINING_ONBOARDING_KINDS = ['staff', 'attendee', 'viewer'] as const;
export type TrainingOnboardingKind = (typeof TRAINING_ONBOARDING_KINDS)[number];

export const TRAINING_ONBOARDING_STEPS = ['team', 'plan_session', 'take_attendance', 'training_reminders', 'confirm_attendance'] as const;
export type TrainingOnboardingStep = (typeof TRAINING_ONBOARDING_STEPS)[number];

/** How many upcoming sessions the answer lists. */
export const TRAINING_ONBOARDING_NEXT = 3;

export interface TrainingOnboardingAnswer {
  clubId: string;
  kind: TrainingOnboardingKind;
  /** The teams the caller trains with: coached or assisted, played in, their children's (every active team for a club admin). */
  teams: { teamId: string; teamName: string }[];
  /** In order; done is worked out from the club's data, never stored. */
  steps: { step: TrainingOnboardingStep; done: boolean }[];
  /** The first step not done yet, or null when the caller is set up. */
  next: TrainingOnboardingStep | null;
  /** The next sessions of those teams (not cancelled), soonest first. */
  upcoming: { id: string; teamId: string; teamName: string; startsAt: string; endsAt: string; location: string | null; topic: string | null }[];
}
