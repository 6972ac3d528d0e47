import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, PGlite in ./data, seed on', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seed).toBe(true);
  });

  it('reads PORT, TOUCHLINE_DATA_DIR, DATABASE_URL and TOUCHLINE_SEED', () => {
    const c = loadConfig({ PORT: '9090', TOUCHLINE_DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h/db', TOUCHLINE_SEED: 'false' });
    expect(c).toMatchObject({ port: 9090, dataDir: '/tmp/x', databaseUrl: 'postgres://u@h/db', seed: false });
  });

  it('stops at boot with a message naming each bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrowError(/PORT[\s\S]*DATABASE_URL must start with postgres:\/\//);
    expect(() => loadConfig({ TOUCHLINE_SECRET: 'short' })).toThrowError(/at least 32 characters/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrowError(/SMTP_URL/);
  });
});
