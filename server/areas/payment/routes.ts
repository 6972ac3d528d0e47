// Payment (/api/v1/payment, calls.md Payment) with the built-in provider (server/lib/billing):
//   GET    prices                            active prices (query currency?, kind?)       signed in
//   POST   price                             add a price to a product                     super admin
//   GET    {clubId}/subscription             the club's subscriptions                      club.manage
//   POST   {clubId}/subscription             subscribe (licence or reporting)             club.manage
//   PUT    {clubId}/subscription             change plan, quantity, billing details       club.manage
//   DELETE {clubId}/subscription             cancel                                       club.manage
//   PUT    {clubId}/subscription/pause|resume                                             club.manage
//   GET    {clubId}/invoices                 invoice history, newest first                club.manage
//   GET    {clubId}/invoices/upcoming        the next invoice of each running subscription club.manage
//   GET    {clubId}/invoices/{invoiceId}/pdf one invoice as a PDF attachment                club.manage
//   PUT    invoice/{invoiceId}/paid          a payment by bank transfer or cash            super admin
// calls.md names the club's calls without a club; the club is a path segment here (as in the
// training area) so the permission layer checks it before the handler. Every write runs in one
// idempotent transaction: a replayed key answers the stored result, and a retried subscribe
// without a key answers the subscription already made (never a second one).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  billingMessages as m,
  changeSubscriptionSchema,
  paymentSchema,
  priceSchema,
  PRODUCT_KINDS,
  subscribeSchema,
  subscriptionKindSchema,
  type InvoicesAnswer,
  type PricesAnswer,
  type SubscriptionsAnswer,
  type UpcomingAnswer,
} from '../../../src/domain/billing/billing-schema';
import { CURRENCIES } from '../../../src/domain/club/club-schema';
import { requireUuid } from '../../lib/access';
import { billingProvider, billingClock } from '../../lib/billing/select-provider';
import { dayOf } from '../../lib/billing/provider';
import { useFailureMessages } from '../../lib/failure-handler';
import { badRequest } from '../../lib/http-error';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { requireAuth } from '../../plugins/auth';
import { idempotentWrite } from '../../plugins/idempotency';
import { clubBilling } from './club-billing';
import { sendInvoicePdf } from './invoice-pdf';

type P = { Params: { clubId: string } };

const pricesQuery = v.object({
  userId: v.optional(v.string()),
  clubId: v.optional(v.string()),
  currency: v.optional(v.picklist(CURRENCIES, m.currency)),
  kind: v.optional(v.picklist(PRODUCT_KINDS, m.subscriptionKind)),
});

const paymentRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  const clock = billingClock(app);

  app.get('/prices', { config: { permission: 'self', failure: m.pageFailed } }, async (request): Promise<PricesAnswer> => {
    const q = parseQuery(pricesQuery, request.query);
    return { prices: await billingProvider(app.db, clock).listPrices({ currency: q.currency, kind: q.kind }) };
  });

  app.post('/price', { config: { permission: 'admin', failure: m.addFailed } }, async (request, reply) => {
    const body = parseInput(priceSchema, request.body, m.price);
    return idempotentWrite(request, reply, (tx) => billingProvider(tx, clock).createPrice(body), 201);
  });

  app.get<P>('/:clubId/subscription', { config: { permission: 'club.manage', failure: m.pageFailed } }, async (request): Promise<SubscriptionsAnswer> => ({
    subscriptions: await billingProvider(app.db, clock).listSubscriptions(request.clubAccess!.clubId),
  }));

  app.post<P>('/:clubId/subscription', { config: { permission: 'club.manage', failure: m.addFailed } }, async (request, reply) => {
    const clubId = request.clubAccess!.clubId;
    const body = parseInput(subscribeSchema, request.body, m.subscriptionKind);
    let created = true;
    const answer = await idempotentWrite(
      request,
      reply,
      async (tx) => {
        const club = await clubBilling(tx, clubId);
        // The licence is billed per player the contract allows; reporting is one per club unless said.
        const quantity = body.quantity ?? (body.kind === 'licence' ? club.totalPlayers : 1);
        if (quantity < 1) throw badRequest(m.quantity, 'validation', { quantity: m.quantity });
        const today = dayOf(clock);
        const result = await billingProvider(tx, clock).createSubscription(clubId, {
          ...body,
          quantity,
          currency: club.currency,
          anchorDate: club.trialEndsOn > today ? club.trialEndsOn : today,
        });
        created = result.created;
        return result.subscription;
      },
      201,
    );
    if (!created) reply.code(200);
    return answer;
  });

  app.put<P>('/:clubId/subscription', { config: { permission: 'club.manage', failure: m.addFailed } }, async (request, reply) => {
    const clubId = request.clubAccess!.clubId;
    const body = parseInput(changeSubscriptionSchema, request.body, m.subscriptionKind);
    return idempotentWrite(request, reply, async (tx) => {
      const club = await clubBilling(tx, clubId);
      return billingProvider(tx, clock).updateSubscription(clubId, { ...body, currency: club.currency });
    });
  });

  const changeState = (action: 'pause' | 'resume' | 'cancel') => async (request: FastifyRequest<P>, reply: FastifyReply) => {
    const clubId = request.clubAccess!.clubId;
    const { kind } = parseInput(subscriptionKindSchema, request.body, m.subscriptionKind);
    return idempotentWrite(request, reply, async (tx) => {
      await clubBilling(tx, clubId);
      const provider = billingProvider(tx, clock);
      if (action === 'pause') return provider.pauseSubscription(clubId, kind);
      if (action === 'resume') return provider.resumeSubscription(clubId, kind);
      return provider.cancelSubscription(clubId, kind);
    });
  };
  app.delete<P>('/:clubId/subscription', { config: { permission: 'club.manage', failure: m.addFailed } }, changeState('cancel'));
  app.put<P>('/:clubId/subscription/pause', { config: { permission: 'club.manage', failure: m.addFailed } }, changeState('pause'));
  app.put<P>('/:clubId/subscription/resume', { config: { permission: 'club.manage', failure: m.addFailed } }, changeState('resume'));

  app.get<P>('/:clubId/invoices', { config: { permission: 'club.manage', failure: m.invoicesFailed } }, async (request): Promise<InvoicesAnswer> => ({
    invoices: await billingProvider(app.db, clock).listInvoices(request.clubAccess!.clubId),
  }));

  app.get<P>('/:clubId/invoices/upcoming', { config: { permission: 'club.manage', failure: m.invoicesFailed } }, async (request): Promise<UpcomingAnswer> => ({
    upcoming: await billingProvider(app.db, clock).previewNextInvoices(request.clubAccess!.clubId),
  }));

  app.get<{ Params: { clubId: string; invoiceId: string } }>(
    '/:clubId/invoices/:invoiceId/pdf',
    { config: { permission: 'club.manage', failure: m.invoicesFailed } },
    async (request, reply) => sendInvoicePdf(app, reply, clock, request.clubAccess!.clubId, requireUuid(request.params.invoiceId, 'invoice id')),
  );

  app.put<{ Params: { invoiceId: string } }>('/invoice/:invoiceId/paid', { config: { permission: 'admin', failure: m.invoicesFailed } }, async (request, reply) => {
    const invoiceId = requireUuid(request.params.invoiceId, 'invoice id');
    const body = parseInput(paymentSchema, request.body, m.paymentMethod);
    const by = requireAuth(request).userId;
    return idempotentWrite(request, reply, (tx) => billingProvider(tx, clock).recordPayment(invoiceId, body, by));
  });
};

export default paymentRoutes;
