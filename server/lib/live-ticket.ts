// Short-lived tickets for the live stream. EventSource cannot send the touchlinetoken header, and
// the access token must never travel in a URL (URLs end up in logs and history), so the app asks
// for a ticket with its header and opens the stream with ?ticket=. A ticket names one user, the
// session (token hash) it was asked with and one fixture, lives TICKET_TTL_SECONDS, is
// HMAC-SHA256-signed with the server's secret (every process on the database shares it), and only
// the live route reads it. The route checks that session is still live (not logged out or
// revoked) and checks access again at every connect, so a member removed from the team is refused
// even with a fresh ticket. The token hash is no credential (sign-in needs the token itself).
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TICKET_TTL_SECONDS = 300;

interface TicketBody {
  u: string;
  /** The hash of the token the ticket was asked with. */
  t: string;
  f: string;
  e: number;
}

export interface TicketSession {
  userId: string;
  tokenHash: string;
}

const sign = (secret: string, body: string) => createHmac('sha256', secret).update(`live-ticket:${body}`).digest('base64url');

export function issueLiveTicket(secret: string, session: TicketSession, fixtureId: string, nowMs = Date.now()): { ticket: string; expiresAt: string } {
  const e = nowMs + TICKET_TTL_SECONDS * 1000;
  const body = Buffer.from(JSON.stringify({ u: session.userId, t: session.tokenHash, f: fixtureId, e } satisfies TicketBody)).toString('base64url');
  return { ticket: `${body}.${sign(secret, body)}`, expiresAt: new Date(e).toISOString() };
}

/** The ticket's user and session when it is genuine, unexpired and for this fixture; else null. */
export function verifyLiveTicket(secret: string, ticket: string, fixtureId: string, nowMs = Date.now()): TicketSession | null {
  if (ticket.length > 600) return null;
  const [body, mac, extra] = ticket.split('.');
  if (!body || !mac || extra !== undefined) return null;
  const want = Buffer.from(sign(secret, body));
  const got = Buffer.from(mac);
  if (want.length !== got.length || !timingSafeEqual(want, got)) return null;
  try {
    const t = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<TicketBody>;
    if (typeof t.u !== 'string' || typeof t.t !== 'string' || t.f !== fixtureId || typeof t.e !== 'number' || t.e <= nowMs) return null;
    return { userId: t.u, tokenHash: t.t };
  } catch {
    return null;
  }
}
