// Limits the forms and the server share, and the one way to say a length limit, so every refusal
// names its number ("Please keep this to 100 characters") instead of a message that does not say
// what is wrong (issue 19: a 5,000-character name was refused as "Please ensure all fields are
// complete"). Screens translate the sentence through src/ui/limit-text.ts.
export const keepTo = (max: number): string => `Please keep this to ${max} characters`;

/** A first or last name. */
export const NAME_MAX = 100;

/** A fixture's match length in minutes (a full game with extra time fits). */
export const MATCH_LENGTH_MIN = 1;
export const MATCH_LENGTH_MAX = 240;
export const matchLengthMessage = `Please enter a match length from ${MATCH_LENGTH_MIN} to ${MATCH_LENGTH_MAX} minutes`;

/**
 * How far back a child's date of birth may go. Children are added by a parent for the club's
 * youth teams (age groups 4-5 up to 18+, spec §9); 25 years leaves room for an 18+ player still
 * registered through a parent, and refuses typos such as 1900.
 */
export const CHILD_MAX_AGE_YEARS = 25;
export const childBirthMessage = `Please enter a date of birth within the last ${CHILD_MAX_AGE_YEARS} years, not in the future`;

/** The earliest date of birth a child may have on `today` (YYYY-MM-DD). */
export function earliestChildBirth(today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear() - CHILD_MAX_AGE_YEARS, today.getUTCMonth(), today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}
