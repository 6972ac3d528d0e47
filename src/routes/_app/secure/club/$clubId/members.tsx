import { createFileRoute } from '@tanstack/react-router';
import type { MemberKind } from '../../../../../domain/club/member-messages';
import { PermissionGate } from '../../../../../features/access/components/permission-gate';
import { MembersScreen } from '../../../../../features/members/components/members-screen';
import { isMemberKind } from '../../../../../features/members/model/member-filters';

// ?kind=users|coaches|parents|players (users by default); ?teamId= narrows the list to one team.
export const Route = createFileRoute('/_app/secure/club/$clubId/members')({
  validateSearch: (search: Record<string, unknown>): { kind?: MemberKind; teamId?: string } => ({
    ...(isMemberKind(search.kind) ? { kind: search.kind } : {}),
    ...(typeof search.teamId === 'string' && search.teamId ? { teamId: search.teamId } : {}),
  }),
  component: function MembersRoute() {
    const { clubId } = Route.useParams();
    const { kind, teamId } = Route.useSearch();
    // Without members.view the spec's message at once (issue 19), not filters and a refusal.
    return (
      <PermissionGate clubId={clubId} permission="members.view">
        <MembersScreen clubId={clubId} kind={kind ?? 'users'} teamId={teamId} />
      </PermissionGate>
    );
  },
});
