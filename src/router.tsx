import { createRouter } from '@tanstack/react-router';
import { getMember } from './api/session-store';
import type { RouterContext } from './router-context';
import { routeTree } from './routeTree.gen';

const context: RouterContext = { session: { member: getMember } };

export const router = createRouter({ routeTree, context, defaultPreload: 'intent', scrollRestoration: true });

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}
