// The auth area (spec §7 "Authentication calls"), under /api/v1/auth.
import type { SessionAnswer } from '../domain/auth/types';
import type { LoginData } from '../domain/auth/login-schema';
import type { ForgotPasswordData } from '../domain/auth/forgot-password-schema';
import type { ResetPasswordData } from '../domain/auth/reset-password-schema';
import type { SetPasswordData } from '../domain/auth/set-password-schema';
import { authMessages } from '../domain/auth/messages';
import { RoleId } from '../domain/roles';
import type { StoredMember } from '../domain/session';
import { ApiError } from './api-error';
import { api } from './client';
import { getMember } from './session-store';

type Signal = { signal?: AbortSignal };

export const login = (data: LoginData, o: Signal = {}) => api().post<SessionAnswer>('/auth/login', { body: { ...data }, signal: o.signal });

export const logout = (o: Signal = {}) => api().delete<unknown>('/auth', { signal: o.signal });

/** Spec §7: the selected child for a parent (role 4), the user's own id for a player (5), else empty. */
export function validatePlayerId(member: StoredMember): string {
  if (member.roleId === RoleId.parent) return member.selectedChildId ?? '';
  if (member.roleId === RoleId.player) return member.id;
  return '';
}

/** Checks the stored session; with none it fails with 'Token has expired' without calling. */
export function validate(o: Signal = {}): Promise<SessionAnswer> {
  const member = getMember();
  if (!member) return Promise.reject(new ApiError(401, { code: 'token_expired', message: authMessages.tokenExpired }));
  return api().get<SessionAnswer>('/auth/validate', { query: { playerId: validatePlayerId(member) }, signal: o.signal });
}

/** Registration (POST auth): the wizard's payload. */
export const register = (data: Record<string, unknown>, o: Signal = {}) => api().post<SessionAnswer>('/auth', { body: data, signal: o.signal });

/** Account activation (POST auth/confirm); the answer holds a user. */
export const confirm = (data: Record<string, unknown>, o: Signal = {}) => api().post<SessionAnswer>('/auth/confirm', { body: data, signal: o.signal });

/** Password lookup (GET auth/password?id). */
export const getPassword = (id: string, o: Signal = {}) => api().get<unknown>('/auth/password', { query: { id }, signal: o.signal });

/** A signed-in user replaces a temporary password or changes theirs (POST auth/password). */
export const setPassword = (data: SetPasswordData, o: Signal = {}) => api().post<SessionAnswer>('/auth/password', { body: { ...data }, signal: o.signal });

/** Forgot password: emails a reset code; answers 200 whether or not the address is known. */
export const sendResetCode = (data: ForgotPasswordData, o: Signal = {}) => api().put<unknown>('/auth/password/code', { body: { ...data }, signal: o.signal });

/** Resets a forgotten password with the emailed code (PUT auth/password). */
export const resetPassword = (data: ResetPasswordData, o: Signal = {}) => api().put<unknown>('/auth/password', { body: { ...data }, signal: o.signal });

export const acceptTerms = (o: Signal = {}) => api().post<SessionAnswer>('/auth/terms', { signal: o.signal });
