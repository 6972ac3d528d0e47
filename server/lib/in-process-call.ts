// One API call run through the app's own router in this process, for the items of a sync batch.
//
// It goes in where an HTTP request does (`app.routing`, Fastify's request handler), so an item
// gets every hook, the content-type parser, validation, the handler, onSend and the error
// handler exactly as a lone call would. What it skips is the HTTP emulation of `inject`
// (light-my-request builds a full IncomingMessage and ServerResponse, streams the body through
// them and copies headers back): with up to 500 items per batch that emulation was about a
// quarter of the server's time in the drain benchmark. The request and response here are the
// small part of Node's interfaces Fastify 5 uses for a buffered JSON call; the request shares
// the batch request's socket, so the caller's address and protocol are the batch's own.
//
// The body is handed over as the batch parsed it, not serialised and parsed again: the call
// carries the content type ITEM_BODY_TYPE, whose parser (inProcessBodies, registered on the root
// before any route) takes the object from the call's request. That skips, per item, a
// JSON.stringify, a Buffer, the stream emulation and secure-json-parse (the batch's own body
// went through that parser, so prototype poisoning is refused there, for every item at once).
// A request from outside with that content type has no such object: 415.
import { EventEmitter } from 'node:events';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './http-error';

/** The content type of an in-process call's body (never valid from outside). */
export const ITEM_BODY_TYPE = 'application/vnd.touchline.in-process';

export interface InProcessCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  /**
   * The request body as parsed from the batch. Routes treat bodies as read-only (their valibot
   * schemas build new objects); the sync route freezes them, as a batch redone with savepoints
   * runs the same items again.
   */
  body: unknown;
  socket: Socket;
}

export interface InProcessAnswer {
  statusCode: number;
  headers: Record<string, string | string[] | number>;
  body: string;
}

type HeaderValue = string | string[] | number;

/**
 * The request side. Its body is the object handed over (ITEM_BODY_TYPE's parser takes it; no
 * route's body limit applies to it, the batch's 2 MB does): nothing is streamed, so the request
 * is complete from the start and resume() has nothing to do.
 */
class CallRequest extends EventEmitter {
  readonly httpVersionMajor = 1;
  readonly httpVersionMinor = 1;
  readonly httpVersion = '1.1';
  readonly aborted = false;
  readonly complete = true;

  constructor(
    readonly method: string,
    public url: string,
    readonly headers: Record<string, string>,
    readonly socket: Socket,
    readonly body: unknown,
  ) {
    super();
  }

  resume(): this {
    return this;
  }

  pause(): this {
    return this;
  }

  destroy(err?: Error): this {
    if (err) this.emit('error', err);
    return this;
  }
}

class HeadersSentError extends Error {
  readonly code = 'ERR_HTTP_HEADERS_SENT';
}

/** The response side: collects the status, headers and body, and settles on end() or destroy(). */
class CallResponse extends EventEmitter {
  statusCode = 200;
  headersSent = false;
  writableEnded = false;
  destroyed = false;
  private readonly headerMap: Record<string, HeaderValue> = {};
  private readonly chunks: Buffer[] = [];

  constructor(private readonly settle: (err: Error | null, answer?: InProcessAnswer) => void) {
    super();
  }

  setHeader(name: string, value: HeaderValue): this {
    this.headerMap[name.toLowerCase()] = value;
    return this;
  }

  getHeader(name: string): HeaderValue | undefined {
    return this.headerMap[name.toLowerCase()];
  }

  getHeaders(): Record<string, HeaderValue> {
    return { ...this.headerMap };
  }

  hasHeader(name: string): boolean {
    return this.headerMap[name.toLowerCase()] !== undefined;
  }

  removeHeader(name: string): void {
    delete this.headerMap[name.toLowerCase()];
  }

  writeHead(statusCode: number, headers?: Record<string, HeaderValue | undefined>): this {
    if (this.headersSent) throw new HeadersSentError('Cannot write headers after they are sent');
    this.statusCode = statusCode;
    if (headers) for (const [k, v] of Object.entries(headers)) if (v !== undefined) this.headerMap[k.toLowerCase()] = v;
    this.headersSent = true;
    return this;
  }

  write(chunk: string | Buffer): boolean {
    this.headersSent = true;
    this.chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
    return true;
  }

  end(chunk?: string | Buffer | null): this {
    if (this.writableEnded) return this;
    if (chunk != null) this.write(chunk);
    this.headersSent = true;
    this.writableEnded = true;
    const body = this.chunks.length === 1 ? this.chunks[0]!.toString('utf8') : Buffer.concat(this.chunks).toString('utf8');
    this.settle(null, { statusCode: this.statusCode, headers: this.headerMap, body });
    // onResponse hooks run on 'finish', after the answer is in, as they do after a real response.
    process.nextTick(() => this.emit('finish'));
    return this;
  }

  destroy(err?: Error): this {
    if (this.destroyed) return this;
    this.destroyed = true;
    if (!this.writableEnded) this.settle(err ?? new Error('The call was ended without an answer'));
    process.nextTick(() => this.emit('close'));
    return this;
  }
}

/** Runs the call through the app's router and answers with what a client would have received. */
export function callInProcess(app: FastifyInstance, call: InProcessCall): Promise<InProcessAnswer> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const settle = (err: Error | null, answer?: InProcessAnswer) => {
      if (settled) return;
      settled = true;
      if (err) reject(err);
      else resolve(answer!);
    };
    const headers = { ...call.headers, 'content-type': ITEM_BODY_TYPE };
    const req = new CallRequest(call.method, call.url, headers, call.socket, call.body);
    const res = new CallResponse(settle);
    try {
      app.routing(req as never, res as never);
    } catch (err) {
      settle(err instanceof Error ? err : new Error(String(err)));
    }
  });
}

/**
 * The parser of ITEM_BODY_TYPE: the body of an in-process call, as it was handed over. Registered
 * on the root (fastify-plugin) before the routes, so every route's context has it.
 */
export const inProcessBodies: FastifyPluginAsync = fp(async (app) => {
  app.addContentTypeParser(ITEM_BODY_TYPE, (request, _payload, done) => {
    if (request.raw instanceof CallRequest) done(null, request.raw.body);
    else done(new HttpError(415, 'unsupported_media_type', 'This content type is not accepted'), undefined);
  });
});
