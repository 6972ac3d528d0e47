// A local push service for tests: web-push-testing's own model and routes (it checks the VAPID
// signature against the key the "browser" subscribed with and decrypts each push, RFC 8291),
// served here over https with a test certificate, because web-push always calls push services
// over https and the app refuses http endpoints. The app reaches it through `agent`, an
// https.Agent that trusts that certificate (AppOptions.pushAgent).
import { readFileSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

interface Subscribed {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}
interface ApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly: string }): Promise<Subscribed>;
  expireSubscription(clientHash: string): void;
  getNotifications(body: { clientHash: string }): { messages: string[] };
}

export interface LocalPushService {
  agent: Agent;
  /** A browser subscribing with the app's VAPID public key: its PushSubscription.toJSON() and hash. */
  subscribe(applicationServerKey: string): Promise<Subscribed>;
  /** An endpoint of the same service that answers 429 with this Retry-After. */
  busyEndpoint(retryAfterSeconds: number): string;
  /** The browser unsubscribed: the endpoint answers 410 from now on. */
  expire(clientHash: string): void;
  /** The decrypted payloads the subscription received, oldest first. */
  received(clientHash: string): unknown[];
  close(): Promise<void>;
}

export async function startPushService(): Promise<LocalPushService> {
  const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => ApiModel };
  const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: ApiModel, port: number) => { _app: (req: unknown, res: unknown) => void; setRequestHandlers(): void };
  const model = new PushApiModel();
  const testing = new WebPushTestingServer(model, 0);
  testing.setRequestHandlers();
  // A push service that is busy: 429 with Retry-After (seconds), for the retry path.
  (testing._app as unknown as { post(path: string, h: (req: unknown, res: { status(n: number): { set(k: string, v: string): { send(b: string): void } } }) => void): void }).post(
    '/busy/:retryAfter',
    (req, res) => res.status(429).set('Retry-After', (req as { params: { retryAfter: string } }).params.retryAfter).send('slow down'),
  );
  const dir = path.join(import.meta.dirname, 'push');
  const cert = readFileSync(path.join(dir, 'localhost-cert.pem'));
  const server: Server = createServer({ key: readFileSync(path.join(dir, 'localhost-key.pem')), cert }, testing._app as never);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  model.notifyUrl = `https://localhost:${port}/notify/`;
  const agent = new Agent({ ca: cert, keepAlive: false });
  return {
    agent,
    subscribe: (applicationServerKey) => model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    busyEndpoint: (seconds) => `https://localhost:${port}/busy/${seconds}`,
    expire: (clientHash) => model.expireSubscription(clientHash),
    received: (clientHash) => model.getNotifications({ clientHash }).messages.map((m) => JSON.parse(m) as unknown),
    close: async () => {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
