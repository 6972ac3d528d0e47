// The server calls of the registration wizard. Steps 1-4 are online: the invite code check
// (GET open/invite?code=) and the account (POST auth) decide what comes next. Steps 5-9 are
// queued through the outbox (POST onboarding/{userId}/{userType}, one call per step, in order on
// the user's onboarding stream), so going offline after the account exists loses nothing and
// the member is never held up by the network.
import { isApiError } from '../../../api/api-error';
import { api } from '../../../api/client';
import { getPassword, register } from '../../../api/auth-api';
import { saveProfileFrom } from '../../../api/profile-store';
import { setMember } from '../../../api/session-store';
import { localWrite } from '../../../db/write';
import type { PasswordStatus, SessionAnswer } from '../../../domain/auth/types';
import type { OnboardingStepInput, OpenInviteByCodeAnswer } from '../../../domain/club/onboarding-schema';
import type { RegistrationDraft } from './draft';

/** An emailed invite link carries the invite's guid: its code and email fill step 1. */
export const lookUpInvite = (guid: string) => getPassword(guid) as Promise<PasswordStatus>;

/** Step 1: the invite a typed code opens (404 'Please enter a valid invite code' when none). */
export const checkInviteCode = (code: string) => api().get<OpenInviteByCodeAnswer>('/open/invite', { query: { code } });

/** POST auth with every answer so far; signs the new member in. */
export async function createAccount(draft: RegistrationDraft, password: string, confirmPassword: string): Promise<SessionAnswer> {
  const answer = await register({
    inviteCode: draft.inviteCode,
    email: draft.email,
    countryCode: draft.countryCode,
    mobile: draft.mobile,
    firstName: draft.firstName,
    lastName: draft.lastName,
    termsAccepted: draft.termsAccepted,
    password,
    confirmPassword,
  });
  setMember(answer.member);
  saveProfileFrom(answer);
  return answer;
}

type StepBody = OnboardingStepInput extends infer S ? (S extends { step: string } ? Omit<S, 'userId'> : never) : never;

/** Queues one onboarding step for the new account (steps 5-9 and done). */
export async function queueOnboardingStep(draft: RegistrationDraft, body: StepBody): Promise<void> {
  if (!draft.userId || !draft.role) throw new Error('The account does not exist yet');
  await localWrite(
    [],
    {
      method: 'POST',
      path: `/api/v1/onboarding/${encodeURIComponent(draft.userId)}/${encodeURIComponent(draft.role)}`,
      body: body as unknown as Record<string, unknown>,
      stream: `onboarding:${draft.userId}`,
      describe: { action: `registration.${body.step}`, ...(body.step === 'child' ? { detail: `${body.child.firstName} ${body.child.lastName}` } : {}) },
    },
    { actor: { userId: draft.userId, clubId: draft.clubId } },
  );
}

/** The photo's bytes as base64, as the onboarding photo step takes them. */
export function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 0x8000) s += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(s);
}

export type CodeCheck = { kind: 'valid'; invite: OpenInviteByCodeAnswer['invite'] } | { kind: 'invalid'; message: string } | { kind: 'unknown' };

/**
 * Step 1's code check. Without a network the answer is unknown and the wizard carries on: the
 * code is checked again when the account is created (step 4).
 */
export async function verifyInviteCode(code: string): Promise<CodeCheck> {
  try {
    return { kind: 'valid', invite: (await checkInviteCode(code)).invite };
  } catch (e) {
    if (isApiError(e) && e.status !== null && e.status >= 400 && e.status < 500 && e.code !== 'rate_limited') return { kind: 'invalid', message: e.message };
    return { kind: 'unknown' };
  }
}
