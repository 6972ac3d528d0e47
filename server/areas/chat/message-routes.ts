// Chat (/api/v1/chat, calls.md "Chat"):
//   POST   {clubId}/send                          a message (201); body { id (the device's), groupId, body }
//   GET    {clubId}/messages?groupId&after&limit  messages after a cursor, oldest first (addition to calls.md)
//   PUT    {clubId}/read                          read up to a message; body { groupId, seq } (addition)
//   POST   {clubId}/message/{messageId}/report    report a message; body { reason? } (addition)
//   DELETE {clubId}/message/{messageId}           remove a message: the safeguarding lead (addition)
//   GET    {clubId}/live/ticket, {clubId}/live    live arrival (server-sent events; live.ts) (addition)
// A message is sent exactly once: its id is the device's, so a resend (the outbox after no
// signal, a lost answer) answers the stored message instead of adding it again.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MESSAGES_PAGE, readSchema, reportSchema, sendSchema } from '../../../src/domain/chat/chat-schema';
import { chatMessages as m } from '../../../src/domain/chat/messages';
import { idParam, intParam } from '../../../src/domain/query-fields';
import { requireUuid } from '../../lib/access';
import { useFailureMessages } from '../../lib/failure-handler';
import { issueLiveTicket, verifyLiveTicket } from '../../lib/live-ticket';
import { badRequest, forbidden, notFound } from '../../lib/http-error';
import { notifyChatMessage as notifyInApp } from '../../lib/notify';
import { parseInput } from '../../lib/parse-input';
import { parseQuery } from '../../lib/parse-query';
import { loadSecret } from '../../lib/secret';
import { idempotentWrite } from '../../plugins/idempotency';
import { requireAuth } from '../../plugins/auth';
import { requireLockerRoom, requireReader, requireSafe } from './access';
import { ChatHub, notifyChatMessage } from './live';
import { findGroup, findMessage, insertMessage, insertReport, listMessages, markDelivered, markRead, peopleIn, removeMessage, safeguardingLeads, toMessage, unreadCounts, groupsFor } from './repository';

const listQuery = v.object({ groupId: idParam('groupId'), after: v.optional(intParam('after', 0, 1_000_000_000), 0), limit: v.optional(intParam('limit', 1, MESSAGES_PAGE), MESSAGES_PAGE) });

type MsgParams = { Params: { clubId: string; messageId: string } };

declare module 'fastify' {
  interface FastifyInstance {
    chatHub: ChatHub;
  }
}

const chatRoutes: FastifyPluginAsync = async (app) => {
  useFailureMessages(app);
  const READ = { permission: 'club.view' as const, failure: m.loadFailed };
  const WRITE = { permission: 'club.view' as const, failure: m.failed };
  const hub = new ChatHub(app.db, app.log);
  app.decorate('chatHub', hub);
  app.addHook('onReady', () => hub.start());
  app.addHook('preClose', () => hub.stop());
  const secret = await loadSecret(app.db, app.config.secret);
  const ticketFor = (clubId: string) => `chat:${clubId}`;

  app.post<{ Params: { clubId: string } }>('/:clubId/send', { config: WRITE }, async (request, reply) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const body = parseInput(sendSchema, request.body, m.emptyMessage);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const group = await findGroup(tx, access.clubId, body.groupId);
        const view = await requireReader(tx, access, group);
        // A resend of a stored message (its answer lost, the key gone): the same message, not a second.
        const stored = await findMessage(tx, body.id);
        if (stored) {
          if (stored.group_id !== body.groupId || stored.sender_id !== access.userId) throw badRequest(m.idTaken, 'id_taken');
          return toMessage(stored, 'sent');
        }
        if (!view.member) throw forbidden(m.notMember, 'not_a_member');
        // Replying checks the rule again: people may have left since the conversation began.
        await requireSafe(tx, access.clubId, view.group.kind, view.memberIds);
        const message = await insertMessage(tx, view.group.id, body.id, access.userId, body.body);
        if (!message) throw badRequest(m.idTaken, 'id_taken');
        const sender = (await peopleIn(tx, access.clubId, [access.userId]))[0]?.name ?? '';
        await notifyInApp(tx, {
          clubId: access.clubId,
          teamId: view.group.team_id,
          groupId: view.group.id,
          groupName: view.group.name || sender,
          senderName: sender,
          recipients: view.memberIds.filter((id) => id !== access.userId),
        });
        await notifyChatMessage(tx, access.clubId, view.group.id, message.seq);
        return message;
      },
      201,
    );
  });

  app.get<{ Params: { clubId: string } }>('/:clubId/messages', { config: READ }, async (request) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const q = parseQuery(listQuery, request.query);
    const view = await requireReader(app.db, access, await findGroup(app.db, access.clubId, q.groupId));
    const messages = await listMessages(app.db, view.group, view.memberIds, access.userId, q.after, q.limit);
    const last = messages.at(-1);
    // The member's device has them now: the senders' ticks turn to delivered.
    if (view.member && last) await markDelivered(app.db, view.group.id, access.userId, last.seq);
    return { messages, lastSeq: Number(view.group.last_seq) };
  });

  app.put<{ Params: { clubId: string } }>('/:clubId/read', { config: WRITE }, async (request, reply) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const body = parseInput(readSchema, request.body, 'seq must be a whole number');
    const view = await requireReader(app.db, access, await findGroup(app.db, access.clubId, body.groupId));
    const seq = Math.min(body.seq, Number(view.group.last_seq));
    return idempotentWrite(request, reply, async (tx) => {
      // A reader who is not a member (a parent, the lead) leaves no read mark: the sender's ticks are about the members.
      if (view.member) {
        await markRead(tx, view.group.id, access.userId, seq);
        if (seq > 0) await notifyChatMessage(tx, access.clubId, view.group.id, seq);
      }
      return { groupId: view.group.id, readSeq: seq };
    });
  });

  const messageFor = async (request: FastifyRequest<MsgParams>) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    const id = requireUuid(request.params.messageId, 'message id');
    const message = await findMessage(app.db, id);
    if (!message || message.club_id !== access.clubId) throw notFound(m.messageNotFound, 'message_not_found');
    const view = await requireReader(app.db, access, await findGroup(app.db, access.clubId, message.group_id)).catch(() => {
      throw notFound(m.messageNotFound, 'message_not_found');
    });
    return { access, message, view };
  };

  app.post<MsgParams>('/:clubId/message/:messageId/report', { config: WRITE }, async (request, reply) => {
    const { access, message } = await messageFor(request);
    const body = parseInput(reportSchema, request.body, m.reason);
    return idempotentWrite(
      request,
      reply,
      async (tx) => {
        const fresh = await insertReport(tx, message.id, access.userId, body.reason);
        // Reported twice by the same member: one report, a harmless no-op.
        return { messageId: message.id, reported: true, new: fresh, leads: (await safeguardingLeads(tx, access.clubId)).length };
      },
      201,
    );
  });

  app.delete<MsgParams>('/:clubId/message/:messageId', { config: WRITE }, async (request, reply) => {
    const { access, message, view } = await messageFor(request);
    if (!access.lead) throw forbidden(m.removeDenied, 'not_safeguarding_lead');
    return idempotentWrite(request, reply, async (tx) => {
      await removeMessage(tx, message.id, access.userId);
      await notifyChatMessage(tx, access.clubId, view.group.id, Number(message.seq));
      return { id: message.id, removed: true };
    });
  });

  app.get<{ Params: { clubId: string } }>('/:clubId/live/ticket', { config: READ }, async (request) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    return issueLiveTicket(secret, { userId: access.userId, tokenHash: requireAuth(request).tokenHash }, ticketFor(access.clubId));
  });

  // EventSource cannot set headers: a ticket for this club's chat stands in for its session while that session lives.
  const ticketAuth = async (request: FastifyRequest<{ Params: { clubId: string }; Querystring: { ticket?: unknown } }>) => {
    const ticket = request.query.ticket;
    if (request.auth || typeof ticket !== 'string') return;
    const session = verifyLiveTicket(secret, ticket, ticketFor(String(request.params.clubId)));
    if (!session) return;
    const user = await app.db.maybeOne<{ is_super_admin: boolean }>(
      `SELECT u.is_super_admin FROM auth_tokens t JOIN users u ON u.id = t.user_id
       WHERE t.token_hash = $1 AND t.user_id = $2 AND t.revoked_at IS NULL AND t.expires_at > now() AND u.active`,
      [session.tokenHash, session.userId],
    );
    if (user) request.auth = { userId: session.userId, tokenHash: session.tokenHash, token: '', isSuperAdmin: user.is_super_admin };
  };

  app.get<{ Params: { clubId: string }; Querystring: { ticket?: unknown } }>('/:clubId/live', { config: READ, onRequest: ticketAuth }, async (request, reply) => {
    const access = await requireLockerRoom(request, request.params.clubId);
    if (!(request.headers.accept ?? '').includes('text/event-stream')) {
      // Not a stream: the unread counts now (what the stream's events would lead the app to read).
      const groups = await groupsFor(app.db, access.clubId, [access.userId], false);
      const counts = await unreadCounts(
        app.db,
        groups.map((g) => g.id),
        access.userId,
      );
      return { unread: Object.fromEntries(counts) };
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
    res.write('retry: 3000\n\n');
    const leave = hub.follow({
      write: (chunk) => res.write(chunk),
      buffered: () => res.writableLength,
      end: () => res.end(),
      owner: { userId: access.userId, tokenHash: requireAuth(request).tokenHash, clubId: access.clubId },
    });
    res.on('close', leave);
  });
};

export default chatRoutes;
