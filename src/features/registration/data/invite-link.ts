// The invite link from the invite email (/invite/{guid}). The page reads the invite through the
// open area (GET open/{guid}/club/invites, and GET open/{guid}/club for the club's colour) and
// asks whether the invitee already has an account (GET auth/password?id=guid). A new person
// registers through the link (POST open/{guid}/club/invites/password, which signs them in) and
// carries on with the wizard at step 5, as registration does after its password step; someone
// with an account signs in and accepts (POST auth/confirm { data: guid }).
import { isApiError } from '../../../api/api-error';
import { confirm, getPassword, login } from '../../../api/auth-api';
import { api } from '../../../api/client';
import { saveProfileFrom } from '../../../api/profile-store';
import { setMember } from '../../../api/session-store';
import type { LoginData } from '../../../domain/auth/login-schema';
import type { PasswordStatus, SessionAnswer } from '../../../domain/auth/types';
import { nextStep, type NextStep } from '../../access/model/next-step';
import { emptyDraft, saveDraft } from './draft';

export interface LinkInvite {
  guid: string;
  code: string;
  role: string;
  clubId: string;
  clubName: string;
  teamId: string | null;
  teamName: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  /** The club's primary colour (the page's accent), when it has one. */
  colour: string | null;
  /** The invite's email already belongs to an account: sign in and accept. */
  hasAccount: boolean;
}

interface OpenInviteAnswer {
  invite: { code: string; role: string; clubId: string; clubName: string; teamId: string | null; teamName: string | null; email: string | null; firstName: string | null; lastName: string | null };
}
interface OpenClubAnswer {
  club: { primaryColour: string | null };
}

const path = (guid: string) => `/open/${encodeURIComponent(guid)}/club`;

/** The invite the link opens; fails with 'Please enter a valid invite code' when it is unknown or used. */
export async function loadLinkInvite(guid: string): Promise<LinkInvite> {
  const [{ invite }, club, status] = await Promise.all([
    api().get<OpenInviteAnswer>(`${path(guid)}/invites`),
    // The colour and the account question only dress the page: it opens without them.
    api().get<OpenClubAnswer>(path(guid)).catch(() => null),
    (getPassword(guid) as Promise<PasswordStatus>).catch(() => null),
  ]);
  return { guid, ...invite, colour: club?.club.primaryColour ?? null, hasAccount: status?.status === 'set' };
}

/** The server refused the invite itself (unknown, used, withdrawn or expired): a 4xx other than a rate limit. */
export const inviteRefused = (error: unknown): boolean =>
  isApiError(error) && error.status !== null && error.status >= 400 && error.status < 500 && error.code !== 'rate_limited';

export interface LinkJoinData {
  email: string;
  countryCode: string;
  mobile: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
  termsAccepted: true;
}

function keep(answer: SessionAnswer): SessionAnswer {
  setMember(answer.member);
  saveProfileFrom(answer);
  return answer;
}

/**
 * A new account through the link; signs the member in and starts the wizard's draft at step 5
 * (notifications) with the answers given here, so /register goes on from there.
 */
export async function joinByLink(invite: LinkInvite, data: LinkJoinData): Promise<SessionAnswer> {
  const answer = keep(await api().post<SessionAnswer>(`${path(invite.guid)}/invites/password`, { body: { ...data } }));
  const joined = answer.memberships.find((m) => m.clubId === invite.clubId && m.role === invite.role) ?? answer.memberships.find((m) => m.clubId === invite.clubId);
  await saveDraft({
    ...emptyDraft(),
    step: 'notifications',
    guid: invite.guid,
    inviteCode: invite.code,
    email: data.email,
    countryCode: data.countryCode,
    mobile: data.mobile,
    firstName: data.firstName,
    lastName: data.lastName,
    termsAccepted: true,
    userId: answer.user.id,
    role: joined?.role ?? invite.role,
    clubName: joined?.clubName ?? invite.clubName,
    clubId: invite.clubId,
    teamId: joined?.teamId ?? invite.teamId,
  });
  return answer;
}

/** The signed-in member accepts the invite with the account they have; where the app goes next. */
export async function acceptWithAccount(guid: string): Promise<NextStep> {
  const answer = keep(await confirm({ data: guid }));
  return nextStep(answer.user, answer.memberships, answer.member.clubId);
}

/**
 * Signs in, then accepts. A refused acceptance leaves the member signed in: `onRefused` hears of
 * it (the page then offers to accept again) before the call fails with it.
 */
export async function signInAndAccept(guid: string, data: LoginData, onRefused?: (error: Error) => void): Promise<NextStep> {
  keep(await login(data));
  try {
    return await acceptWithAccount(guid);
  } catch (e) {
    onRefused?.(e instanceof Error ? e : new Error(String(e)));
    throw e;
  }
}
