// One real server and one browser for a describe block: started before its tests, closed and
// cleaned up after them. The getters are read inside tests (the hooks fill them).
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser, type Browser } from './browser';
import { startServer, type RunningServer } from './server';

export interface ServerAndBrowser {
  readonly server: RunningServer;
  readonly browser: Browser;
}

export function useServerAndBrowser(opts: { locale?: string; startTimeoutMs?: number; hookTimeoutMs?: number } = {}): ServerAndBrowser {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startServer(opts.startTimeoutMs ? { startTimeoutMs: opts.startTimeoutMs } : {});
    browser = await launchBrowser(opts.locale ? { locale: opts.locale } : {});
  }, opts.hookTimeoutMs);
  afterAll(async () => {
    await browser?.close();
    await browser?.dispose();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet (read it inside a test)');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not launched yet (read it inside a test)');
      return browser;
    },
  };
}
