// Files in S3-compatible object storage (AWS S3, MinIO, Garage, R2, ...), so several server
// processes share them. A stream of known length goes up as a multipart upload whose parts are
// piped straight into their requests (nothing buffered). One of unknown length goes through
// @aws-sdk/lib-storage's multipart Upload, which holds a part (5 MB) at a time. Downloads are
// the object's response stream, piped on by the caller.
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  S3Client,
  UploadPartCommand,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { checkKey, counted, type ByteRange, type FileStore } from './file-store';

export interface S3Settings {
  bucket: string;
  /** Prepended to every key ('' or ending in '/'), so one bucket can hold several installs. */
  prefix: string;
  region: string;
  /** Unset: AWS's own endpoint for the region. */
  endpoint?: string;
  /** Bucket in the path (most self-hosted stores) rather than in the host name (AWS). */
  forcePathStyle: boolean;
  /** Unset: the SDK's default chain (AWS_* variables, profile, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/**
 * Parts of 5 MB (S3's minimum), one in flight: lib-storage gathers the next part while one is
 * sent, so an upload of unknown length holds about three parts' worth at its peak.
 */
const PART_SIZE = 5 * 1024 * 1024;
const QUEUE_SIZE = 1;
/** Parts cut from a stream of known length flow through unbuffered, so they can be large. */
const STREAMED_PART_SIZE = 64 * 1024 * 1024;

const isMissing = (e: unknown) => {
  const err = e as { name?: string; $metadata?: { httpStatusCode?: number } };
  return err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata?.httpStatusCode === 404;
};

export function createS3Store(s: S3Settings): FileStore {
  const client = new S3Client({
    region: s.region,
    endpoint: s.endpoint,
    forcePathStyle: s.forcePathStyle,
    credentials: s.credentials,
    // The SDK's newer default checksums (CRC32 trailers in aws-chunked bodies) are not understood
    // by every S3-compatible store; send them only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Key = (key: string) => s.prefix + checkKey(key);
  const Bucket = s.bucket;

  /**
   * A stream of known length, as a multipart upload whose parts are cut from the stream as it
   * flows (each part's length is known, so nothing is buffered). The object appears only when
   * the upload completes: a source that fails or has another length aborts it, and nothing is
   * stored on any S3-compatible store. The SDK pipes a part into its request and a pipe does
   * not pass errors on, so a failing source also aborts the request in flight.
   */
  async function putKnownLength(Key: string, c: ReturnType<typeof counted>, size: number, ContentType?: string): Promise<{ size: number }> {
    const abort = new AbortController();
    let failure: Error | undefined;
    c.stream.once('error', (e) => {
      failure = e;
      abort.abort(e);
    });
    const { UploadId } = await client.send(new CreateMultipartUploadCommand({ Bucket, Key, ContentType }));
    try {
      const source = c.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
      let left: Buffer | null = null;
      const parts: { ETag?: string; PartNumber: number }[] = [];
      for (let offset = 0, PartNumber = 1; offset < size || PartNumber === 1; PartNumber++) {
        const length = Math.min(STREAMED_PART_SIZE, size - offset);
        let owed = length;
        const part = Readable.from(
          (async function* () {
            while (owed > 0) {
              const chunk: Buffer | null = left ?? ((await source.next()).value as Buffer | undefined) ?? null;
              left = null;
              if (!chunk) return;
              if (chunk.length > owed) left = chunk.subarray(owed);
              const piece = chunk.length > owed ? chunk.subarray(0, owed) : chunk;
              owed -= piece.length;
              yield piece;
            }
          })(),
        );
        part.once('error', (e) => abort.abort(e));
        const out = await client.send(new UploadPartCommand({ Bucket, Key, UploadId, PartNumber, Body: part, ContentLength: length }), { abortSignal: abort.signal });
        if (owed > 0) throw failure ?? new Error('the stream ended early');
        parts.push({ ETag: out.ETag, PartNumber });
        offset += length;
      }
      // The source must end here (counted refuses extra bytes, and checks the total as it ends).
      const rest = left ?? ((await source.next()).value as Buffer | undefined);
      if (rest?.length) throw failure ?? new Error('the stream carried more bytes than declared');
      if (failure) throw failure;
      await client.send(new CompleteMultipartUploadCommand({ Bucket, Key, UploadId, MultipartUpload: { Parts: parts } }));
      return { size };
    } catch (e) {
      await client.send(new AbortMultipartUploadCommand({ Bucket, Key, UploadId })).catch(() => {});
      throw failure ?? e;
    }
  }

  return {
    kind: 's3',

    async put(key, body, opts = {}) {
      const c = counted(body, opts.size);
      if (opts.size !== undefined) return putKnownLength(Key(key), c, opts.size, opts.contentType);
      const upload = new Upload({ client, params: { Bucket, Key: Key(key), Body: c.stream, ContentType: opts.contentType }, partSize: PART_SIZE, queueSize: QUEUE_SIZE, leavePartsOnError: false });
      await upload.done();
      return { size: c.size };
    },

    async get(key, range?: ByteRange) {
      try {
        const out = await client.send(new GetObjectCommand({ Bucket, Key: Key(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }));
        return out.Body as Readable;
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async head(key) {
      try {
        const out = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return { size: out.ContentLength ?? 0 };
      } catch (e) {
        if (isMissing(e)) return null;
        throw e;
      }
    },

    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },

    async close() {
      client.destroy();
    },
  };
}
