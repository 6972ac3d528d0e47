// tus-js-client's HTTP stack over fetch: its browser stack uses XMLHttpRequest, which a service
// worker does not have, and the outbox drains from the worker too. fetch reports no upload
// progress, so progress moves a chunk at a time (chunks are small: resumable-upload.ts).
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

interface TusResponse {
  getStatus(): number;
  getHeader(header: string): string | undefined;
  getBody(): string;
  getUnderlyingObject(): unknown;
}

class FetchRequest {
  private readonly headers: Record<string, string> = {};
  private readonly controller = new AbortController();
  private onProgress: ((bytesSent: number) => void) | null = null;

  constructor(
    private readonly method: string,
    private readonly url: string,
    private readonly doFetch: FetchLike,
    defaults: Record<string, string>,
  ) {
    Object.assign(this.headers, defaults);
  }

  getMethod = () => this.method;
  getURL = () => this.url;
  setHeader(header: string, value: string) {
    this.headers[header] = value;
  }
  getHeader = (header: string) => this.headers[header];
  setProgressHandler(handler: (bytesSent: number) => void) {
    this.onProgress = handler;
  }

  async send(body?: Blob | null): Promise<TusResponse> {
    const res = await this.doFetch(this.url, { method: this.method, headers: this.headers, body: body ?? null, signal: this.controller.signal });
    const text = await res.text();
    if (body && this.onProgress) this.onProgress(body.size);
    return {
      getStatus: () => res.status,
      getHeader: (h) => res.headers.get(h) ?? undefined,
      getBody: () => text,
      getUnderlyingObject: () => res,
    };
  }

  async abort() {
    this.controller.abort();
  }

  getUnderlyingObject = () => null;
}

export class FetchHttpStack {
  constructor(
    private readonly doFetch: FetchLike,
    private readonly headers: Record<string, string>,
  ) {}

  createRequest(method: string, url: string) {
    return new FetchRequest(method, url, this.doFetch, this.headers);
  }

  getName() {
    return 'touchline-fetch';
  }
}

/** tus-js-client's file reader over a Blob (the bytes kept in IndexedDB), in every environment. */
export const blobReader = {
  async openFile(input: Blob) {
    return {
      size: input.size,
      async slice(start: number, end: number) {
        return { value: input.slice(start, end), done: end >= input.size };
      },
      close() {},
    };
  },
};
