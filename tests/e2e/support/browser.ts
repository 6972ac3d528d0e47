// Launches Debian's chromium through playwright-core (never a downloaded browser), headless,
// with a persistent profile so a test can kill the browser and relaunch on the same profile.
import { chromium, type BrowserContext } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
  // Extra switches for an experiment (the benchmarks, e.g. a Chromium feature turned off).
  ...(process.env.CHROMIUM_EXTRA_ARGS ?? '').split(' ').filter(Boolean),
];
/** With `fakeMedia`: the microphone is granted without asking and plays chromium's test tone. */
export const FAKE_MEDIA_ARGS = ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

export interface Browser {
  context: BrowserContext;
  profileDir: string;
  close(): Promise<void>;
  /** Kills the browser process outright (no clean shutdown), keeping the profile. */
  kill(): Promise<void>;
  /** Removes the profile folder (after close or kill). */
  dispose(): Promise<void>;
}

export async function launchBrowser(opts: { profileDir?: string; locale?: string; offline?: boolean; serviceWorkers?: 'allow' | 'block'; fakeMedia?: boolean } = {}): Promise<Browser> {
  const profileDir = opts.profileDir ?? (await mkdtemp(path.join(os.tmpdir(), 'touchline-profile-')));
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: opts.fakeMedia ? [...CHROMIUM_ARGS, ...FAKE_MEDIA_ARGS] : CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    locale: opts.locale ?? 'en-GB',
    serviceWorkers: opts.serviceWorkers ?? 'allow',
    offline: opts.offline ?? false,
  });
  return {
    context,
    profileDir,
    close: () => context.close(),
    async kill() {
      // Every chromium process of this profile carries its folder on the command line.
      const pids = execFileSync('pgrep', ['-f', '--', `--user-data-dir=${profileDir}`], { encoding: 'utf8' }).split('\n').filter(Boolean);
      for (const pid of pids) {
        try {
          process.kill(Number(pid), 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
      await context.close().catch(() => undefined);
    },
    dispose: () => rm(profileDir, { recursive: true, force: true }),
  };
}
