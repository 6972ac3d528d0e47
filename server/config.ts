// Configuration comes from the environment and is validated once at boot, so a typo in an
// env var stops the server with a clear message instead of failing on the first request.
import * as v from 'valibot';
import { isIP } from 'node:net';
import path from 'node:path';
import { storageConfig, type StorageConfig } from './lib/storage/storage-config';

const Port = v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(0), v.maxValue(65535));
const Bool = v.pipe(v.picklist(['true', 'false', '1', '0'], 'expected true or false'), v.transform((s) => s === 'true' || s === '1'));

/** A proxy address, a CIDR range, or one of proxy-addr's names for the private ranges. */
const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
function isProxyEntry(entry: string): boolean {
  if (PROXY_NAMES.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

export type TrustProxy = false | number | string[];
/**
 * Which X-Forwarded-For entries to believe, so request.ip (every throttle's key) is the client's
 * address and not one the client typed. Never "everyone": a direct client could then pick any
 * address, lock another out of sign-in and rotate it to escape every per-address limit.
 */
const TrustProxySetting = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (s) => s === 'false' || /^[1-9]\d{0,2}$/.test(s) || s.split(',').every((e) => isProxyEntry(e.trim())),
    'TRUST_PROXY must be false, a hop count (1 or more) or a comma-separated list of proxy addresses or CIDR ranges (true, trusting everyone, is not allowed)',
  ),
  v.transform((s): TrustProxy => (s === 'false' ? false : /^\d+$/.test(s) ? Number(s) : s.split(',').map((e) => e.trim()))),
);

const EnvSchema = v.object({
  PORT: v.optional(Port, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  TOUCHLINE_DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  TOUCHLINE_STATIC_DIR: v.optional(v.string(), './dist'),
  TOUCHLINE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'TOUCHLINE_SECRET must be at least 32 characters'))),
  // Unset: seed the demo on the embedded database only (see server/db/demo-policy.ts).
  TOUCHLINE_SEED: v.optional(Bool),
  TOUCHLINE_ENV: v.optional(v.picklist(['development', 'production'], 'TOUCHLINE_ENV must be development or production'), 'development'),
  TRUST_PROXY: v.optional(TrustProxySetting, 'false'),
  TOUCHLINE_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('TOUCHLINE_PUBLIC_URL must be a URL'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Touchline <no-reply@touchline.local>'),
  // Where contact messages go (the contact form) unless a club's own support address answers them.
  SUPPORT_EMAIL: v.optional(v.pipe(v.string(), v.trim(), v.email('SUPPORT_EMAIL must be an email address')), 'support@touchline.local'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  // The level of the one line logged per request: below LOG_LEVEL (the default) keeps a console quiet.
  REQUEST_LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace'], 'REQUEST_LOG_LEVEL must be a log level'), 'debug'),
  RATE_LIMIT_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '600'),
  // Strict-Transport-Security max-age in seconds for requests that came over https; 0 or off: none.
  TOUCHLINE_HSTS: v.optional(
    v.pipe(v.string(), v.regex(/^(off|\d{1,9})$/, 'TOUCHLINE_HSTS must be a number of seconds, 0 or off'), v.transform((s) => (s === 'off' ? 0 : Number(s)))),
    '15552000',
  ),
  // File storage (server/lib/storage/README.md): unset, the disk under the data folder.
  S3_URL: v.optional(v.pipe(v.string(), v.url('S3_URL must be a URL'), v.regex(/^(https?|s3):\/\//, 'S3_URL must start with http://, https:// or s3://'))),
  S3_BUCKET: v.optional(v.string()),
  S3_PREFIX: v.optional(v.string()),
  AWS_REGION: v.optional(v.string()),
  AWS_ENDPOINT_URL_S3: v.optional(v.pipe(v.string(), v.url('AWS_ENDPOINT_URL_S3 must be a URL'))),
  AWS_ENDPOINT_URL: v.optional(v.pipe(v.string(), v.url('AWS_ENDPOINT_URL must be a URL'))),
  // Web Push (server/lib/vapid-keys.ts): unset, a key pair is made once and kept in the database.
  VAPID_PUBLIC_KEY: v.optional(v.pipe(v.string(), v.regex(/^B[A-Za-z0-9_-]{86}$/, 'VAPID_PUBLIC_KEY must be a P-256 public key in base64url (87 characters)'))),
  VAPID_PRIVATE_KEY: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{43}$/, 'VAPID_PRIVATE_KEY must be a P-256 private key in base64url (43 characters)'))),
  // Web Push endpoints on the server's own network (loopback, private ranges, localhost): refused
  // unless 'allow' (a push service on a private network; the tests' local push service).
  PUSH_PRIVATE_ENDPOINTS: v.optional(v.picklist(['allow', 'refuse'], "PUSH_PRIVATE_ENDPOINTS must be 'allow' or 'refuse'"), 'refuse'),
  VAPID_SUBJECT: v.optional(v.pipe(v.string(), v.regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'VAPID_SUBJECT must be a mailto: address or an https:// URL'))),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  secret?: string;
  /** TOUCHLINE_SEED as set; undefined leaves it to the database (seedWanted). */
  seed?: boolean;
  env: 'development' | 'production';
  trustProxy: TrustProxy;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The service's support address (contact messages). */
  supportEmail: string;
  logLevel: string;
  requestLogLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
  rateLimitMax: number;
  /** HSTS max-age (seconds) sent over https; 0 sends none. */
  hstsMaxAge: number;
  /** Where uploaded files live: the disk (default) or S3-compatible object storage. */
  storage: StorageConfig;
  /** Web Push: the configured VAPID pair (both or neither) and the contact the push services see. */
  vapid: { publicKey?: string; privateKey?: string; subject: string };
  /** Whether members may register Web Push endpoints on the server's own network. */
  pushPrivateEndpoints: boolean;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(EnvSchema.entries).filter((k) => env[k] !== undefined && env[k] !== '').map((k) => [k, env[k]]));
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.output;
  // Production never seeds the demo (its super admin's password is published): say so at boot
  // rather than quietly ignoring the setting.
  if (c.TOUCHLINE_ENV === 'production' && c.TOUCHLINE_SEED) {
    throw new Error('Invalid configuration:\n  TOUCHLINE_SEED: the demo club cannot be seeded with TOUCHLINE_ENV=production');
  }
  if ((c.VAPID_PUBLIC_KEY === undefined) !== (c.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, or neither');
  }
  let storage: StorageConfig;
  try {
    storage = storageConfig(c);
  } catch (e) {
    throw new Error(`Invalid configuration:\n  ${(e as Error).message}`);
  }
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.TOUCHLINE_DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    staticDir: path.resolve(c.TOUCHLINE_STATIC_DIR),
    secret: c.TOUCHLINE_SECRET,
    seed: c.TOUCHLINE_SEED,
    env: c.TOUCHLINE_ENV,
    trustProxy: c.TRUST_PROXY,
    publicUrl: c.TOUCHLINE_PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    supportEmail: c.SUPPORT_EMAIL,
    logLevel: c.LOG_LEVEL,
    requestLogLevel: c.REQUEST_LOG_LEVEL,
    rateLimitMax: c.RATE_LIMIT_MAX,
    hstsMaxAge: c.TOUCHLINE_HSTS,
    storage,
    vapid: { publicKey: c.VAPID_PUBLIC_KEY, privateKey: c.VAPID_PRIVATE_KEY, subject: c.VAPID_SUBJECT ?? `mailto:${c.SUPPORT_EMAIL}` },
    pushPrivateEndpoints: c.PUSH_PRIVATE_ENDPOINTS === 'allow',
  };
}
