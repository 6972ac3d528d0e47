// The file stores server tests run against: the disk (the embedded default) and a real
// S3-compatible server (@20minutes/s3rver, in this process, on a free loopback port, keeping its
// objects in a temporary folder), reached through S3_URL exactly as a deployment would be.
// createTestApp takes `{ store }`; TOUCHLINE_TEST_STORE=s3 makes S3 the default of every test app.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import S3rver from '@20minutes/s3rver';

// The AWS SDK warns once per process that its releases after January 2027 need Node 22; the
// server says so at boot (README), the test output need not repeat it in every file.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

export type StoreKind = 'disk' | 's3';
export const STORE_KINDS: StoreKind[] = ['disk', 's3'];
export const BUCKET = 'touchline';

export const defaultStore = (): StoreKind => (process.env.TOUCHLINE_TEST_STORE === 's3' ? 's3' : 'disk');

export interface TestS3 {
  /** S3_URL for a fresh key prefix in the bucket, so apps sharing the server never meet. */
  url(): string;
  /** The server's folder (to show a file really went to the bucket, not the disk). */
  directory: string;
  close(): Promise<void>;
}

export async function startTestS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'touchline-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: BUCKET }] });
  const { port } = await server.run();
  return {
    url: () => `http://S3RVER:S3RVER@127.0.0.1:${port}/${BUCKET}/${randomBytes(6).toString('hex')}`,
    directory,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
