// Where files are stored, from the environment (validated at boot with the rest, server/config.ts):
//   nothing set                  the disk, under <data dir>/files
//   S3_URL=http(s)://KEY:SECRET@host:port/bucket[/prefix][?region=...]
//                                an S3-compatible store at that address, bucket in the path
//   S3_URL=s3://bucket[/prefix]  AWS S3; credentials from the SDK's chain (AWS_* variables, ...)
//   S3_BUCKET=bucket             AWS S3 the usual way: AWS_REGION, AWS_ACCESS_KEY_ID,
//                                AWS_SECRET_ACCESS_KEY, and AWS_ENDPOINT_URL_S3 (or
//                                AWS_ENDPOINT_URL) for another S3-compatible store; S3_PREFIX
import type { S3Settings } from './s3-store';

export type StorageConfig = { kind: 'disk' } | ({ kind: 's3' } & S3Settings);

export interface StorageEnv {
  S3_URL?: string;
  S3_BUCKET?: string;
  S3_PREFIX?: string;
  AWS_REGION?: string;
  AWS_ENDPOINT_URL_S3?: string;
  AWS_ENDPOINT_URL?: string;
}

const DEFAULT_REGION = 'us-east-1';
const BUCKET = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;

/** '' or 'a/b/' from a path or a variable: no leading or doubled slashes. */
const asPrefix = (raw: string | undefined) => {
  const parts = (raw ?? '').split('/').filter(Boolean);
  return parts.length ? `${parts.join('/')}/` : '';
};

/** The storage the variables ask for, or an error whose message names the variable. */
export function storageConfig(env: StorageEnv): StorageConfig {
  if (env.S3_URL) {
    const url = new URL(env.S3_URL);
    const region = url.searchParams.get('region') || env.AWS_REGION || DEFAULT_REGION;
    if (url.protocol === 's3:') {
      if (!BUCKET.test(url.hostname)) throw new Error('S3_URL: s3://bucket/prefix needs a valid bucket name');
      return { kind: 's3', bucket: url.hostname, prefix: asPrefix(url.pathname), region, forcePathStyle: false };
    }
    const [bucket = '', ...rest] = url.pathname.split('/').filter(Boolean);
    if (!BUCKET.test(bucket)) throw new Error('S3_URL: the bucket goes in the path, e.g. http://key:secret@host:9000/bucket');
    const credentials = url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined;
    return { kind: 's3', bucket, prefix: asPrefix(rest.join('/')), region, endpoint: url.origin, forcePathStyle: true, credentials };
  }
  if (env.S3_BUCKET) {
    if (!BUCKET.test(env.S3_BUCKET)) throw new Error('S3_BUCKET: not a valid bucket name');
    const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined;
    return { kind: 's3', bucket: env.S3_BUCKET, prefix: asPrefix(env.S3_PREFIX), region: env.AWS_REGION || DEFAULT_REGION, endpoint, forcePathStyle: endpoint !== undefined };
  }
  return { kind: 'disk' };
}

/** What to log at boot: never the credentials. */
export const describeStorage = (c: StorageConfig): string => (c.kind === 'disk' ? 'disk' : `s3 ${c.endpoint ?? 'aws'} bucket ${c.bucket}${c.prefix ? ` prefix ${c.prefix}` : ''}`);
