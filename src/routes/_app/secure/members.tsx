import { createFileRoute } from '@tanstack/react-router';
import { CurrentClubMembers } from '../../../features/members/components/current-club-members';

// The members of the club the user is switched into.
export const Route = createFileRoute('/_app/secure/members')({ component: CurrentClubMembers });
