import { createFileRoute } from '@tanstack/react-router';
import { ClubWizardScreen } from '../../../../features/clubs/components/club-wizard-screen';

export const Route = createFileRoute('/_app/secure/configuration/new-club')({ component: ClubWizardScreen });
