import { createFileRoute } from '@tanstack/react-router';
import { ConversationScreen } from '../../../../features/chat/components/conversation-screen';

export const Route = createFileRoute('/_app/secure/chat/$groupId')({
  component: function ConversationRoute() {
    const { groupId } = Route.useParams();
    return <ConversationScreen key={groupId} groupId={groupId} />;
  },
});
