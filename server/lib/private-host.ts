// Whether a host name points inside the server's own network: the loopback, private, link-local
// and unique-local address ranges, and names that only resolve there (localhost, *.local,
// *.internal, a bare name with no dot). The server POSTs to addresses members give it (Web Push
// endpoints), and must not be made to call its own network for them. Names are checked as
// written; a public name that resolves to a private address is not caught here.
import { isIP } from 'node:net';

function privateV4(ip: string): boolean {
  const [a, b] = ip.split('.').map(Number) as [number, number];
  return a === 0 || a === 10 || a === 127 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127) || a >= 224;
}

function privateV6(ip: string): boolean {
  const s = ip.toLowerCase();
  if (s === '::' || s === '::1') return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(s);
  if (mapped) return privateV4(mapped[1]!);
  return /^f[cd]/.test(s) || /^fe[89ab]/.test(s) || /^ff/.test(s);
}

export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '').toLowerCase();
  const kind = isIP(host);
  if (kind === 4) return privateV4(host);
  if (kind === 6) return privateV6(host);
  return host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local') || host.endsWith('.internal') || !host.includes('.');
}
