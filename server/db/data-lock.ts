// One server per PGlite data folder. PGlite has no lock of its own: two servers that open the
// same folder both run, and what the first acknowledged is gone after a restart (issue 29). The
// lock is a file made with O_EXCL holding the owner's pid; a lock whose process is gone (a server
// killed with SIGKILL leaves its file behind) is recognised as stale and taken over.
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

export const LOCK_FILE = 'touchline.lock';

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly pid: number,
  ) {
    super(`Another Touchline server (process ${pid}) is using the data folder ${folder}. Stop that server first, or give this one its own folder with TOUCHLINE_DATA_DIR.`);
    this.name = 'DataFolderInUse';
  }
}

export interface DataLock {
  /** Removes the lock file (only while it is still ours). */
  release(): Promise<void>;
}

/** Whether a process with this pid is running (EPERM: it runs under another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function holder(file: string): Promise<number | null> {
  const text = await readFile(file, 'utf8').catch(() => null);
  const pid = text === null ? NaN : Number.parseInt(text, 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Takes the data folder for this process, or throws DataFolderInUse naming the process that has it. */
export async function lockDataFolder(folder: string): Promise<DataLock> {
  const file = path.join(folder, LOCK_FILE);
  // Two tries: the second after clearing a stale lock (or one that vanished as we read it).
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return {
        async release() {
          if ((await holder(file)) === process.pid) await rm(file, { force: true });
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = await holder(file);
      // Our own pid in the file is a lock left by an earlier life of this pid (a container
      // restarted with the same pid): nothing else can hold it.
      if (pid !== null && pid !== process.pid && alive(pid)) throw new DataFolderInUse(folder, pid);
      await rm(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}: it keeps coming back`);
}
