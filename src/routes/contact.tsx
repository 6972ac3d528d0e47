import { createFileRoute } from '@tanstack/react-router';
import { ContactScreen } from '../features/info/components/contact-screen';

// Public: signed-out people may write too (the server rate-limits the call).
export const Route = createFileRoute('/contact')({
  component: ContactScreen,
});
