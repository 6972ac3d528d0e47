// The sign-in screen's variants (spec §2): one form, with heading and help for each audience.
export const SIGN_IN_VARIANTS = ['coach', 'parent', 'player', 'admin'] as const;
export type SignInVariant = (typeof SIGN_IN_VARIANTS)[number];

export const parseSignInVariant = (value: unknown): SignInVariant | undefined =>
  typeof value === 'string' && (SIGN_IN_VARIANTS as readonly string[]).includes(value) ? (value as SignInVariant) : undefined;
