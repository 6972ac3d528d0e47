import { createFileRoute } from '@tanstack/react-router';
import { HomeworkScreen } from '../../../../features/homework/components/homework-screen';

export const Route = createFileRoute('/_app/secure/homework/')({ component: HomeworkScreen });
