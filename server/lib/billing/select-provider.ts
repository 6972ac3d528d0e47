// Which billing provider serves the app: the built-in provider, the only one so far (a Stripe
// adapter would be chosen here when STRIPE_SECRET_KEY is set). The clock is the app's
// (`billingClock` option of buildApp), so route tests can move billing days without timers.
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/db';
import { builtInProvider } from './built-in-provider';
import { systemClock, type BillingProvider, type Clock } from './provider';

declare module 'fastify' {
  interface FastifyInstance {
    billingClock?: Clock;
  }
}

export const billingProvider = (db: Queryable, clock: Clock): BillingProvider => builtInProvider(db, clock);

/** The app's billing clock, read at each call (a test may set app.billingClock after start). */
export const billingClock =
  (app: FastifyInstance): Clock =>
  () =>
    (app.billingClock ?? systemClock)();
