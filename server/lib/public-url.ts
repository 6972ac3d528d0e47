// The public address of the app, for links inside e-mails: TOUCHLINE_PUBLIC_URL when set (what
// a deployment should do), otherwise the address the request came in on (its protocol and Host,
// or X-Forwarded-Proto / X-Forwarded-Host from a proxy TRUST_PROXY trusts). Without the setting
// the link is only as good as the Host the caller used, so production sets it.
import type { FastifyRequest } from 'fastify';

export function publicUrl(request: FastifyRequest): string {
  const configured = request.server.config.publicUrl;
  if (configured) return configured.replace(/\/+$/, '');
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return `${request.protocol}://localhost:${request.server.config.port}`;
  }
}
