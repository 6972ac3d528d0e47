// TRUST_PROXY (server/config.ts) as Fastify's trustProxy option. Addresses go to Fastify as they
// are. A hop count is handed over as a function: Fastify 5.12 trusts no hop at all when given a
// bare number (it cannot check the peer is a proxy), which would leave every client behind the
// proxy with the proxy's address; "the nearest n hops are proxies" is what the operator means.
import type { TrustProxy } from '../config';

export type TrustProxyOption = false | string[] | ((address: string, hop: number) => boolean);

export function trustProxyOption(setting: TrustProxy): TrustProxyOption {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
