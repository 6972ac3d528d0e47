// Where the app goes after a successful sign-in (or a new password): a temporary password is
// replaced first; someone with several clubs, teams or roles chooses one; else the dashboard.
import type { MembershipSummary, UserSummary } from '../../../domain/auth/types';

export type NextStep = '/new-password' | '/select-club' | '/secure';

export function nextStep(user: Pick<UserSummary, 'mustChangePassword'>, memberships: MembershipSummary[]): NextStep {
  if (user.mustChangePassword) return '/new-password';
  const distinct = new Set(memberships.map((m) => `${m.clubId}|${m.teamId ?? ''}|${m.roleId}`));
  return distinct.size > 1 ? '/select-club' : '/secure';
}
