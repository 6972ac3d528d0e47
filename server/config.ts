// Configuration comes from the environment and is validated once at boot, so a typo in an
// env var stops the server with a clear message instead of failing on the first request.
import * as v from 'valibot';
import path from 'node:path';

const Port = v.pipe(v.string(), v.transform(Number), v.integer('PORT must be a whole number'), v.minValue(0), v.maxValue(65535));
const Bool = v.pipe(v.picklist(['true', 'false', '1', '0'], 'expected true or false'), v.transform((s) => s === 'true' || s === '1'));

const EnvSchema = v.object({
  PORT: v.optional(Port, '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  TOUCHLINE_DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://'))),
  TOUCHLINE_STATIC_DIR: v.optional(v.string(), './dist'),
  TOUCHLINE_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'TOUCHLINE_SECRET must be at least 32 characters'))),
  TOUCHLINE_SEED: v.optional(Bool, 'true'),
  TOUCHLINE_PUBLIC_URL: v.optional(v.pipe(v.string(), v.url('TOUCHLINE_PUBLIC_URL must be a URL'))),
  SMTP_URL: v.optional(v.pipe(v.string(), v.regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://'))),
  MAIL_FROM: v.optional(v.string(), 'Touchline <no-reply@touchline.local>'),
  LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info'),
  RATE_LIMIT_MAX: v.optional(v.pipe(v.string(), v.transform(Number), v.integer(), v.minValue(1)), '600'),
  // Strict-Transport-Security max-age in seconds for requests that came over https; 0 or off: none.
  TOUCHLINE_HSTS: v.optional(
    v.pipe(v.string(), v.regex(/^(off|\d{1,9})$/, 'TOUCHLINE_HSTS must be a number of seconds, 0 or off'), v.transform((s) => (s === 'off' ? 0 : Number(s)))),
    '15552000',
  ),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  staticDir: string;
  secret?: string;
  seed: boolean;
  publicUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  rateLimitMax: number;
  /** HSTS max-age (seconds) sent over https; 0 sends none. */
  hstsMaxAge: number;
};

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked = Object.fromEntries(Object.keys(EnvSchema.entries).filter((k) => env[k] !== undefined && env[k] !== '').map((k) => [k, env[k]]));
  const result = v.safeParse(EnvSchema, picked);
  if (!result.success) {
    const lines = result.issues.map((i) => `  ${v.getDotPath(i) ?? '?'}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = result.output;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.TOUCHLINE_DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    staticDir: path.resolve(c.TOUCHLINE_STATIC_DIR),
    secret: c.TOUCHLINE_SECRET,
    seed: c.TOUCHLINE_SEED,
    publicUrl: c.TOUCHLINE_PUBLIC_URL,
    smtpUrl: c.SMTP_URL,
    mailFrom: c.MAIL_FROM,
    logLevel: c.LOG_LEVEL,
    rateLimitMax: c.RATE_LIMIT_MAX,
    hstsMaxAge: c.TOUCHLINE_HSTS,
  };
}
