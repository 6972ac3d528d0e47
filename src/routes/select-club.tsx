import { createFileRoute } from '@tanstack/react-router';
import { SelectClubScreen } from '../features/access/components/select-club-screen';
import { requireMember } from './-guards';

export const Route = createFileRoute('/select-club')({ beforeLoad: requireMember, component: SelectClubScreen });
