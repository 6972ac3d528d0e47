// The member's private calendar subscription (issue 23 item 3):
//   GET  feed                the state of the caller's link: { active, createdAt }
//   POST feed                a new link (the old one stops working): { url, createdAt }
//   GET  feed/{token}.ics    the feed itself, no session (a phone's calendar cannot sign in)
// The token is the only key, so it is long and random and only its hash is stored; the link is
// shown once when made (a lost one is replaced, not recovered).
import type { FastifyPluginAsync } from 'fastify';
import { eventItem } from '../../../src/domain/calendar/items';
import { calendarMessages as m } from '../../../src/domain/calendar/messages';
import { requireAuth } from '../../plugins/auth';
import { notFound } from '../../lib/http-error';
import { resolveListTeams } from '../../lib/list-scope';
import { publicUrl } from '../../lib/public-url';
import { listEvents } from './event-repository';
import { clubAccessesOf, feedTokenMadeAt, resetFeedToken, userOfFeedToken } from './feed-repository';
import { buildIcs, type FeedItem } from './ics';
import { listSessions } from './session-repository';

/** How far the feed reaches: recent past (for "what time was it?") and the season ahead. */
const FEED_PAST_DAYS = 60;
const FEED_FUTURE_DAYS = 365;

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedRoutes: FastifyPluginAsync = async (app) => {
  app.get('/feed', { config: { permission: 'self' } }, async (request) => {
    const { userId } = requireAuth(request);
    const createdAt = await feedTokenMadeAt(app.db, userId);
    return { active: createdAt !== null, createdAt };
  });

  // The answer is the secret: a replay keeps only its status (no link stored for 90 days).
  app.post('/feed', { config: { permission: 'self', idempotency: 'minimal' } }, async (request, reply) => {
    const { userId } = requireAuth(request);
    const { token, createdAt } = await resetFeedToken(app.db, userId);
    reply.header('cache-control', 'no-store');
    return { url: `${publicUrl(request)}/api/v1/calendar/feed/${token}.ics`, createdAt };
  });

  app.get<{ Params: { token: string } }>('/feed/:token.ics', { config: { permission: 'public' } }, async (request, reply) => {
    const token = request.params.token;
    const userId = TOKEN.test(token) ? await userOfFeedToken(app.db, token) : undefined;
    if (!userId) throw notFound(m.feedGone, 'feed_not_found');
    const now = Date.now();
    const from = new Date(now - FEED_PAST_DAYS * 86_400_000);
    const to = new Date(now + FEED_FUTURE_DAYS * 86_400_000);
    const items: FeedItem[] = [];
    const clubs = await clubAccessesOf(app.db, userId);
    for (const access of clubs) {
      const teamIds = await resolveListTeams(app.db, access, {});
      const [sessions, events] = await Promise.all([listSessions(app.db, access.clubId, teamIds, from, to), listEvents(app.db, access.clubId, teamIds, from, to)]);
      for (const s of sessions) items.push({ ...s, clubName: access.clubName, sequence: s.cancelled ? 1 : 0 });
      for (const e of events) items.push({ ...eventItem(e), notes: e.notes, clubName: access.clubName, sequence: e.sequence });
    }
    const name = clubs.length === 1 ? `${clubs[0]!.clubName} — Touchline` : 'Touchline';
    reply.header('content-type', 'text/calendar; charset=utf-8');
    reply.header('cache-control', 'private, max-age=300');
    reply.header('content-disposition', 'inline; filename="touchline.ics"');
    return buildIcs(items, name);
  });
};

export default feedRoutes;
