// A small Server-Sent Events client over node:http for tests and the benchmark: it parses the
// stream into messages and lets a test wait for the next one matching a condition.
import http from 'node:http';

export interface SseMessage {
  id?: string;
  event: string;
  data: string;
}

export interface SseConnection {
  status: number;
  messages: SseMessage[];
  comments: string[];
  /** `retry:` hints received. */
  retries: number[];
  /** Resolves with the first message (already received or coming) after `from` that matches. */
  waitFor(match: (m: SseMessage) => boolean, from?: number): Promise<SseMessage>;
  /** JSON body of a refused connection. */
  body: string;
  /** Resolves when the server ends the stream (or the connection drops). */
  ended: Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const messages: SseMessage[] = [];
      const comments: string[] = [];
      const retries: number[] = [];
      const waiters: { match: (m: SseMessage) => boolean; from: number; resolve: (m: SseMessage) => void }[] = [];
      let buffer = '';
      let body = '';
      const ended = new Promise<void>((r) => {
        res.on('end', r);
        res.on('close', r);
      });
      const conn: SseConnection = {
        status: res.statusCode ?? 0,
        messages,
        comments,
        retries,
        get body() {
          return body;
        },
        ended,
        waitFor: (match, from = 0) => {
          const found = messages.slice(from).find(match);
          if (found) return Promise.resolve(found);
          return new Promise((r) => waiters.push({ match, from, resolve: r }));
        },
        close: () => req.destroy(),
      };
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (conn.status !== 200) {
          body += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const m: SseMessage = { event: 'message', data: '' };
          let isMessage = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('retry: ')) retries.push(Number(line.slice(7)));
            else if (line.startsWith('id: ')) m.id = line.slice(4);
            else if (line.startsWith('event: ')) m.event = line.slice(7);
            else if (line.startsWith('data: ')) {
              m.data += line.slice(6);
              isMessage = true;
            }
          }
          if (!isMessage) continue;
          messages.push(m);
          for (const w of [...waiters]) {
            if (messages.length - 1 >= w.from && w.match(m)) {
              waiters.splice(waiters.indexOf(w), 1);
              w.resolve(m);
            }
          }
        }
      });
      if (conn.status !== 200) res.on('end', () => resolve(conn));
      else resolve(conn);
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}
