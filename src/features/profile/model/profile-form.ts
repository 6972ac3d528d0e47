// The profile details form: its text fields, made from a stored profile, and checked with the
// server's own schema (src/domain/user/profile-schema.ts) before anything is written, so a
// mistake is marked beside its field here instead of coming back from the server later.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import * as v from 'valibot';
import { updateProfileSchema } from '../../../domain/user/profile-schema';
import { limitMessage } from '../../../ui/limit-text';
import type { EmergencyContact, ProfileDetails, StoredProfile } from '../data/profiles';

export const CONTACTS = [1, 2] as const;

export interface DetailsForm {
  firstName: string;
  lastName: string;
  countryCode: string;
  telephone: string;
  dateOfBirth: string;
  bio: string;
  medical: string;
  e1name: string;
  e1phone: string;
  e1email: string;
  e2name: string;
  e2phone: string;
  e2email: string;
}
export type DetailsField = keyof DetailsForm;

export function formOf(p: StoredProfile): DetailsForm {
  const c = (i: number) => p.emergency[i];
  return {
    firstName: p.firstName,
    lastName: p.lastName,
    countryCode: p.countryCode ?? '',
    telephone: p.telephone ?? '',
    dateOfBirth: p.dateOfBirth ?? '',
    bio: p.bio,
    medical: p.medical,
    e1name: c(0)?.name ?? '',
    e1phone: c(0)?.phone ?? '',
    e1email: c(0)?.email ?? '',
    e2name: c(1)?.name ?? '',
    e2phone: c(1)?.phone ?? '',
    e2email: c(1)?.email ?? '',
  };
}

const COMPLETE = 'Please ensure all fields are complete';
const orNull = (s: string) => (s.trim() ? s.trim() : null);

/** The details to save, or the first problem of each field (English, as the schema words it). */
export function checkDetails(f: DetailsForm): { details: ProfileDetails } | { errors: Partial<Record<DetailsField, string>> } {
  const errors: Partial<Record<DetailsField, string>> = {};
  const emergency: EmergencyContact[] = [];
  const slots: number[] = [];
  for (const n of CONTACTS) {
    const name = f[`e${n}name`].trim();
    const phone = f[`e${n}phone`].trim();
    const email = f[`e${n}email`].trim();
    if (!name && !phone && !email) continue;
    if (!name) errors[`e${n}name`] = COMPLETE;
    if (!phone) errors[`e${n}phone`] = COMPLETE;
    emergency.push({ name, phone, ...(email ? { email } : {}) });
    slots.push(n);
  }
  const body = {
    firstName: f.firstName,
    lastName: f.lastName,
    countryCode: orNull(f.countryCode),
    telephone: orNull(f.telephone),
    dateOfBirth: orNull(f.dateOfBirth),
    bio: f.bio,
    emergency,
    medical: { information: f.medical },
  };
  const parsed = v.safeParse(updateProfileSchema, body);
  if (!parsed.success) {
    for (const issue of parsed.issues) {
      const keys = (issue.path ?? []).map((p) => String(p.key));
      const field: DetailsField | undefined =
        keys[0] === 'emergency'
          ? (`e${slots[Number(keys[1])] ?? 1}${keys[2] ?? 'name'}` as DetailsField)
          : keys[0] === 'medical'
            ? 'medical'
            : (keys[0] as DetailsField | undefined);
      if (field && field in f && !errors[field]) errors[field] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success)
    return {
      errors: Object.keys(errors).length ? errors : { firstName: COMPLETE },
    };
  const out = parsed.output;
  return {
    details: {
      firstName: out.firstName ?? f.firstName.trim(),
      lastName: out.lastName ?? f.lastName.trim(),
      countryCode: out.countryCode ?? null,
      telephone: out.telephone ?? null,
      dateOfBirth: out.dateOfBirth ?? null,
      bio: out.bio ?? '',
      emergency: (out.emergency ?? []).map((e) => ({
        name: e.name,
        phone: e.phone,
        ...(e.email ? { email: e.email } : {}),
      })),
      medical: out.medical?.information ?? '',
    },
  };
}

const byEnglish: Record<string, MessageDescriptor> = {
  [COMPLETE]: msg`Please ensure all fields are complete`,
  'Please enter a valid country code and mobile number': msg`Please enter a valid country code and mobile number`,
  'Please enter a valid date of birth': msg`Please enter a valid date of birth`,
  'Please enter a valid email address': msg`Please enter a valid email address`,
};

/** The translated copy of a form message; unknown text is shown as it is. */
export function detailsText(english: string | undefined): MessageDescriptor | undefined {
  if (!english) return undefined;
  return byEnglish[english] ?? limitMessage(english) ?? { id: english, message: english };
}
