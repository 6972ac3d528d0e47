import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { loadConfig } from '../../server/config';

describe('configuration from the environment', () => {
  it('has working defaults: port 8080, PGlite in ./data, seed left to the database, development, no proxy trusted', () => {
    const c = loadConfig({});
    expect(c.port).toBe(8080);
    expect(c.dataDir).toBe(path.resolve('./data'));
    expect(c.databaseUrl).toBeUndefined();
    expect(c.seed).toBeUndefined();
    expect(c.env).toBe('development');
    expect(c.trustProxy).toBe(false);
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

  it('reads TRUST_PROXY as none, a hop count or a list of proxy addresses, never everyone', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1,fd00::/8,loopback' }).trustProxy).toEqual(['10.0.0.1', '172.16.0.0/12', '::1', 'fd00::/8', 'loopback']);
    for (const bad of ['true', '0', '-1', '1.5', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1,', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrowError(/TRUST_PROXY/);
    }
  });

  it('reads TOUCHLINE_ENV, and refuses a demo seed in production', () => {
    expect(loadConfig({ TOUCHLINE_ENV: 'production' }).env).toBe('production');
    expect(() => loadConfig({ TOUCHLINE_ENV: 'prod' })).toThrowError(/TOUCHLINE_ENV/);
    expect(() => loadConfig({ TOUCHLINE_ENV: 'production', TOUCHLINE_SEED: 'true' })).toThrowError(/TOUCHLINE_SEED.*production/);
    expect(loadConfig({ TOUCHLINE_ENV: 'production', TOUCHLINE_SEED: 'false' }).seed).toBe(false);
  });
});
