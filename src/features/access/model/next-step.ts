// Where the app goes after a successful sign-in (or a new password): a temporary password is
// replaced first; someone with several clubs, teams or roles chooses one, and so does a super
// admin who is in no club yet (the choice lists every club to them); else the dashboard.
import type { MembershipSummary, UserSummary } from '../../../domain/auth/types';

export type NextStep = '/new-password' | '/select-club' | '/secure';

export function nextStep(user: Pick<UserSummary, 'mustChangePassword'> & Partial<Pick<UserSummary, 'isSuperAdmin'>>, memberships: MembershipSummary[], clubId: string | null = null): NextStep {
  if (user.mustChangePassword) return '/new-password';
  // Without a club every club screen would be empty for them.
  if (user.isSuperAdmin && !clubId) return '/select-club';
  const distinct = new Set(memberships.map((m) => `${m.clubId}|${m.teamId ?? ''}|${m.roleId}`));
  return distinct.size > 1 ? '/select-club' : '/secure';
}
