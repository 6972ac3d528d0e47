import { createFileRoute } from '@tanstack/react-router';
import { PracticeScreen } from '../../../features/practice/components/practice-screen';

export const Route = createFileRoute('/_app/secure/practice')({ component: PracticeScreen });
