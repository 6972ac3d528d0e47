import { createFileRoute } from '@tanstack/react-router';
import { CalendarScreen } from '../../../features/calendar/components/calendar-screen';

export const Route = createFileRoute('/_app/secure/calendar')({ component: CalendarScreen });
