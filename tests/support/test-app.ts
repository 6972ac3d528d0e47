// Builds the real Fastify app on a fresh test database and gives tests a small client that
// behaves like the browser: it keeps cookies, echoes XSRF-TOKEN as X-XSRF-TOKEN on writes and
// sends `touchlinetoken` when signed in.
import type { Agent } from 'node:https';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { Db } from '../../server/db/db';
import { createMemoryMailer, type MailMessage } from '../../server/lib/mailer';
import { createTestDb, type DbKind } from './test-db';
import { defaultStore, startTestS3, type StoreKind } from './test-storage';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  mail: MailMessage[];
  client(): TestClient;
  close(): Promise<void>;
}

/**
 * `store`: where uploaded files go, the disk or an S3-compatible server started for this app.
 * `pushAgent`: the https.Agent for Web Push calls (tests/support/push-service.ts).
 */
export async function createTestApp(kind: DbKind, env: Record<string, string> = {}, opts: { store?: StoreKind; pushAgent?: Agent } = {}): Promise<TestApp> {
  const db = await createTestDb(kind);
  const s3 = (opts.store ?? defaultStore()) === 's3' ? await startTestS3() : null;
  const storeEnv: Record<string, string> = s3 ? { S3_URL: s3.url() } : {};
  // The local push service (opts.pushAgent) listens on localhost, which the server otherwise refuses.
  const pushEnv = opts.pushAgent ? { PUSH_PRIVATE_ENDPOINTS: 'allow' } : {};
  const config = loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '100000', ...storeEnv, ...pushEnv, ...env });
  const mailer = createMemoryMailer();
  const app = await buildApp({ config, db, mailer, logger: false, pushAgent: opts.pushAgent });
  await app.ready();
  return {
    app,
    db,
    mail: mailer.sent,
    client: () => new TestClient(app),
    close: async () => {
      await app.close();
      await db.close();
      await s3?.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH' | 'HEAD';

export class TestClient {
  cookies = new Map<string, string>();
  token: string | null = null;
  constructor(private readonly app: FastifyInstance) {}

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    if (method !== 'GET' && !this.cookies.has('XSRF-TOKEN')) await this.request('GET', '/api/v1/auth/xsrf');
    const h: Record<string, string> = { ...headers };
    if (this.token) h.touchlinetoken = this.token;
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && this.cookies.has('XSRF-TOKEN')) h['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN')!;
    const res = await this.app.inject({ method, url, headers: h, ...(body === undefined ? {} : { payload: body as object }) });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    // A refused write because the session changed gets a fresh cookie: retry once, as the app does.
    if (res.statusCode === 403 && method !== 'HEAD' && res.json()?.error?.code === 'xsrf' && !headers['x-retried']) {
      return this.request(method, url, body, { ...headers, 'x-retried': '1' });
    }
    return res;
  }

  get = (url: string, headers?: Record<string, string>) => this.request('GET', url, undefined, headers);
  post = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('POST', url, body ?? {}, headers);
  put = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('PUT', url, body ?? {}, headers);
  delete = (url: string, body?: unknown, headers?: Record<string, string>) => this.request('DELETE', url, body ?? {}, headers);
}
