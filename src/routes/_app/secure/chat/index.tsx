import { createFileRoute } from '@tanstack/react-router';
import { ChatScreen } from '../../../../features/chat/components/chat-screen';

export const Route = createFileRoute('/_app/secure/chat/')({ component: ChatScreen });
