import { createFileRoute } from '@tanstack/react-router';
import { InviteScreen } from '../features/registration/components/invite-screen';

// The link in the invite email: the invite's guid opens its page (signed in or not).
export const Route = createFileRoute('/invite/$guid')({
  component: function InviteRoute() {
    const { guid } = Route.useParams();
    return <InviteScreen guid={guid} />;
  },
});
