import { createFileRoute } from '@tanstack/react-router';
import { ClubListScreen } from '../../../../features/clubs/components/club-list-screen';

export const Route = createFileRoute('/_app/secure/configuration/clubs')({ component: ClubListScreen });
