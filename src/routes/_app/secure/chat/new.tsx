import { createFileRoute } from '@tanstack/react-router';
import { NewConversation } from '../../../../features/chat/components/new-conversation';

export const Route = createFileRoute('/_app/secure/chat/new')({ component: NewConversation });
