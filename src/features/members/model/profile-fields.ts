// Which Member and Player profile fields (spec §3) the profile view lists, in order, with their
// labels. Values come from the user's profile document; empty ones are left out.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export const memberFields: [string, MessageDescriptor][] = [
  ['jobTitle', msg`Job title`],
  ['bio', msg`About`],
  ['livesWith', msg`Lives with`],
  ['familyMembers', msg`Family members`],
  ['parentEmail', msg`Parent email`],
];

export const playerFields: [string, MessageDescriptor][] = [
  ['contractEndDate', msg`Contract end date`],
  ['favouriteTeam', msg`Favourite team or club`],
  ['bootBrand', msg`Boot brand`],
  ['otherClubs', msg`Other clubs`],
  ['favouritePlayer', msg`Favourite player`],
  ['favouritePosition', msg`Favourite position`],
  ['foot', msg`Foot`],
  ['favouriteSkill', msg`Favourite skill`],
  ['favouriteCoreSkill', msg`Favourite core skill`],
  ['whyFootball', msg`Why they like football`],
  ['practiceLocations', msg`Practice locations`],
  ['otherSports', msg`Other sports`],
  ['hobbies', msg`Hobbies`],
  ['favouriteLessons', msg`Favourite lessons`],
  ['nationality', msg`Nationality`],
  ['gender', msg`Gender`],
  ['heightCm', msg`Height (cm)`],
  ['weightKg', msg`Weight (kg)`],
];

/** A profile value as text, or null when there is nothing to show. */
export function shown(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : null;
  if (typeof value === 'object') return null;
  return String(value);
}
