// The auth area's user-facing English messages, word for word from the spec where it has one
// (product.md §5 and §8). The server answers with these; the app maps error codes to its
// translated copies. Wording we had to choose (the spec names the rule but not the sentence)
// is marked "ours".
export const authMessages = {
  login: 'Please enter a valid email and password',
  loginFailed: 'An error has occurred whilst trying to log you in',
  /** ours: account or address throttled */
  tooManyAttempts: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  tokenExpired: 'Token has expired',
  email: 'Please enter a valid email address',
  inviteCode: 'Please enter a valid invite code',
  /** ours: spec says "country code plus mobile number" */
  mobile: 'Please enter a valid country code and mobile number',
  fieldsComplete: 'Please ensure all fields are complete',
  passwordsMatch: 'Please ensure passwords match',
  /** ours: spec says "terms acceptance" is a registration step */
  termsRequired: 'Please accept the terms of use to continue',
  /** ours: deliberately vague, and only reachable with a valid invite code */
  emailUnavailable: 'This email address cannot be used. Please sign in or use a different email address',
  /** ours: spec says "valid verification code" */
  verificationCode: 'Please enter a valid verification code',
  passwordsDoNotMatch: 'Passwords do not match',
  resetFailed: 'There has been an issue resetting your password',
  settingFailed: 'There has been an issue setting your password',
  confirmNewPassword: 'Please confirm your new password correctly',
  reenterNewPassword: 'Please make sure you have re-entered your new password correctly',
  updateFailed: 'There has been a problem updating your password',
  /** ours: the field's message beside the spec's when the current password is wrong */
  wrongCurrentPassword: 'Your current password is not correct',
  activationFailed: 'There has been an error activating your account',
  /** ours: a staff invitation is accepted only with proof of the e-mail it was sent to */
  staffInviteLink: 'Please open the link in your invitation email to join as staff',
  /** ours */
  inviteEmailMismatch: 'Please use the email address this invite was sent to',
  /** ours: the rule is the spec's (§5, §9) */
  passwordStrength: 'Password must be at least 8 characters and include 1 symbol, 1 uppercase letter and 1 number',
  /** ours: an upper bound keeps hashing cheap and bounded */
  passwordTooLong: 'Password must be at most 128 characters',
} as const;
