// Route guards (the leading '-' keeps this file out of the route tree).
import { redirect } from '@tanstack/react-router';
import type { RouterContext } from '../router-context';

/** Signed-out visitors go to the sign-in screen at the site root. */
export function requireMember({ context }: { context: RouterContext }): void {
  if (!context.session.member()) throw redirect({ to: '/', replace: true });
}

/** Signed-in visitors skip the sign-in screen. */
export function skipWhenSignedIn({ context }: { context: RouterContext }): void {
  if (context.session.member()) throw redirect({ to: '/secure', replace: true });
}
