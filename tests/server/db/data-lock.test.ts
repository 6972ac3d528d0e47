// Issue 29: two servers on one PGlite data folder lost every write of the first. The folder is
// locked by the process that opens it; a lock left by a dead process is cleared.
import { afterEach, describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataFolderInUse, LOCK_FILE, lockDataFolder } from '../../../server/db/data-lock';

const dirs: string[] = [];
const folder = async () => {
  const d = await mkdtemp(path.join(os.tmpdir(), 'touchline-lock-'));
  dirs.push(d);
  return d;
};
afterEach(async () => {
  for (const d of dirs.splice(0)) await rm(d, { recursive: true, force: true });
});

/** The pid of a process that has exited (its number is free, as after a SIGKILL). */
const deadPid = () => spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim();

describe('PGlite data folder lock', () => {
  it('a second holder is refused with the pid of the first, until the first releases', async () => {
    const dir = await folder();
    const first = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    // Another process holds it: this test's parent (alive, and not us) written as the owner.
    await writeFile(path.join(dir, LOCK_FILE), `${process.ppid}\n`);
    const err = await lockDataFolder(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DataFolderInUse);
    expect((err as Error).message).toBe(`Another Touchline server (process ${process.ppid}) is using the data folder ${dir}. Stop that server first, or give this one its own folder with TOUCHLINE_DATA_DIR.`);
    // Releasing a lock that is no longer ours leaves the other's file alone.
    await first.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(true);
  });

  it('a lock left by a process that died is cleared and taken', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, LOCK_FILE), `${deadPid()}\n`);
    const lock = await lockDataFolder(dir);
    expect(await readFile(path.join(dir, LOCK_FILE), 'utf8')).toBe(`${process.pid}\n`);
    await lock.release();
    expect(existsSync(path.join(dir, LOCK_FILE))).toBe(false);
    // Free again for the next server.
    await (await lockDataFolder(dir)).release();
  });

  it('an unreadable or empty lock file is treated as stale', async () => {
    const dir = await folder();
    await writeFile(path.join(dir, LOCK_FILE), 'garbage');
    await (await lockDataFolder(dir)).release();
  });
});
