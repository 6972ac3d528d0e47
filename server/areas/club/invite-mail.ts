// The invite email: the club's name, the code to type at registration and the link to the
// open invite page (TOUCHLINE_PUBLIC_URL + /invite/{guid}).
import type { FastifyInstance } from 'fastify';

export interface InviteMailInput {
  to: string;
  clubName: string;
  code: string;
  guid: string;
  role: string;
}

export async function sendInviteMail(app: FastifyInstance, m: InviteMailInput): Promise<void> {
  const link = `${app.config.publicUrl ?? ''}/invite/${m.guid}`;
  const role = m.role.replace('_', ' ');
  await app.mailer.send({
    to: m.to,
    subject: `You have been invited to join ${m.clubName} on Touchline`,
    text: `You have been invited to join ${m.clubName} as a ${role}.\n\nYour invite code: ${m.code}\n\nOpen ${link} to accept, or enter the code when you register.\n`,
  });
}
