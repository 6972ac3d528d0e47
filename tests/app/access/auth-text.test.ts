import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { authText, failureMessages, failureText } from '../../../src/features/access/model/auth-text';
import { authMessages } from '../../../src/domain/auth/messages';
import { ApiError } from '../../../src/api/api-error';
import { activateLocale } from '../../../src/i18n/i18n';

describe('auth messages', () => {
  it('translates the shared schema messages', async () => {
    await activateLocale('fr');
    expect(i18n._(authText(authMessages.passwordsDoNotMatch)!)).toBe('Les mots de passe ne correspondent pas');
    expect(i18n._(authText('Something new')!)).toBe('Something new');
  });

  it('maps failures by message, then by code, else the operation message', async () => {
    await activateLocale('en');
    const say = (e: unknown) => i18n._(failureText(e, failureMessages.login));
    expect(say(new ApiError(400, { code: 'whatever', message: authMessages.login }))).toBe('Please enter a valid email and password');
    expect(say(new ApiError(429, { code: 'too_many_attempts', message: 'Slow down' }))).toBe('Too many sign-in attempts. Please wait a few minutes and try again.');
    expect(say(new ApiError(null, { code: 'network', message: 'Network Error' }))).toBe('You appear to be offline. Please check your connection and try again.');
    expect(say(new ApiError(500, { code: 'internal', message: 'Oops, there has been an error!' }))).toBe('An error has occurred whilst trying to log you in');
    expect(i18n._(failureText(new Error('boom'), failureMessages.update))).toBe('There has been a problem updating your password');
  });
});
