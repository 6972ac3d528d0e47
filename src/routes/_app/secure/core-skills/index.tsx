import { createFileRoute } from '@tanstack/react-router';
import { SquadSkillsScreen } from '../../../../features/practice/components/squad-skills-screen';

export const Route = createFileRoute('/_app/secure/core-skills/')({ component: SquadSkillsScreen });
