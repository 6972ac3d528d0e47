// The invite email: the club's name, the code to type at registration and an absolute link to
// the open invite page, `${publicUrl}/invite/{guid}` (server/lib/public-url.ts: TOUCHLINE_PUBLIC_URL,
// else the address the request came in on).
import type { FastifyRequest } from 'fastify';
import { publicUrl } from '../../lib/public-url';

export interface InviteMailInput {
  to: string;
  clubName: string;
  code: string;
  guid: string;
  role: string;
}

export async function sendInviteMail(request: FastifyRequest, m: InviteMailInput): Promise<void> {
  const link = `${publicUrl(request)}/invite/${m.guid}`;
  const role = m.role.replace('_', ' ');
  await request.server.mailer.send({
    to: m.to,
    subject: `You have been invited to join ${m.clubName} on Touchline`,
    text: `You have been invited to join ${m.clubName} as a ${role}.\n\nYour invite code: ${m.code}\n\nOpen ${link} to accept, or enter the code when you register.\n`,
  });
}
