// Sends a stored file to someone the route has already let see it: streamed from the store
// (disk or bucket) through this server, so no public URL outlives the route's check, with
// range requests (a video seeks, and plays at all on iOS Safari), the type decided at upload,
// and no sniffing.
import type { FastifyReply } from 'fastify';
import type { HttpError } from '../http-error';
import { parseRange } from './byte-range';

export interface StoredFileReply {
  key: string;
  /** The type checked when the file was stored (never the client's word). */
  type: string;
  disposition: string;
  cacheControl: string;
  /** What to answer when nothing is stored under the key. */
  missing: HttpError;
}

export async function sendStored(reply: FastifyReply, f: StoredFileReply): Promise<FastifyReply> {
  const store = reply.server.storage;
  const head = await store.head(f.key);
  if (!head) throw f.missing;
  const range = parseRange(reply.request.headers.range, head.size);
  reply
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', f.cacheControl);
  if (range.kind === 'unsatisfiable') {
    return reply
      .code(416)
      .header('content-range', `bytes */${head.size}`)
      .type('application/json; charset=utf-8')
      .send({ error: { code: 'range_not_satisfiable', message: 'The requested range is not within the file' } });
  }
  const part = range.kind === 'partial' ? { start: range.start, end: range.end } : undefined;
  const body = await store.get(f.key, part);
  if (!body) throw f.missing;
  reply.type(f.type).header('content-disposition', f.disposition);
  if (part) {
    reply
      .code(206)
      .header('content-range', `bytes ${part.start}-${part.end}/${head.size}`)
      .header('content-length', String(part.end - part.start + 1));
  } else {
    reply.header('content-length', String(head.size));
  }
  return reply.send(body);
}
