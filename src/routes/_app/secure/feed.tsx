import { createFileRoute } from '@tanstack/react-router';
import { FeedScreen } from '../../../features/feed/components/feed-screen';

export const Route = createFileRoute('/_app/secure/feed')({ component: FeedScreen });
