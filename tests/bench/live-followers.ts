// The followers of the live fan-out benchmark (live-fanout.ts), in a child process of their own.
// Reading 500 SSE streams is real work: in the process of the two API instances it shared their
// event loop, so the figure measured the client as much as the server (a follower's state waited
// behind the parsing of the others'). Here the API instances and the followers run as they would
// in production, on separate event loops.
//
// The followers are also lean, since on a 2-core machine their CPU is taken from the servers:
// a follower splits its stream into messages on the raw bytes and reads only the id and event
// lines (tests/server/live/sse-client.ts decodes, parses and keeps every message). What still
// checks the states: every follower must get, for every event, one new state with the same id as
// every other follower (so no follower misses one, or sees them out of order), and the first
// follower parses each state's data as a LivePayload of that version.
//
// Talks to the parent over IPC. Times are process.hrtime in ms: the monotonic clock, the same in
// both processes, so an arrival here compares with the server's receipt of the PUT there.
import http from 'node:http';
import type { LivePayload } from '../../src/domain/fixture/live-payload';

export type ToFollowers = { type: 'open'; follows: { url: string; token: string }[] } | { type: 'arm' } | { type: 'cpu' } | { type: 'close' };
export type FromFollowers =
  | { type: 'ready' }
  | { type: 'armed' }
  | { type: 'arrivals'; times: number[] }
  /** CPU time this process has used so far. */
  | { type: 'cpu'; ms: number }
  | { type: 'failed'; message: string };

const hrMs = (): number => Number(process.hrtime.bigint()) / 1e6;
const send = (m: FromFollowers) => process.send!(m);
const fail = (message: string) => send({ type: 'failed', message });

interface Follower {
  req: http.ClientRequest;
  /** Ids of the states received, in order. */
  ids: string[];
  /** Called after each state. */
  onState: (() => void) | null;
}

const BLANK_LINE = Buffer.from('\n\n');
const followers: Follower[] = [];

/** The id and event of an SSE message, from its first lines (the data line can be long). */
function idAndEvent(block: Buffer): { id?: string; event?: string } {
  const head = block.toString('latin1', 0, Math.min(block.length, 200));
  const out: { id?: string; event?: string } = {};
  for (const line of head.split('\n')) {
    if (line.startsWith('id: ')) out.id = line.slice(4);
    else if (line.startsWith('event: ')) out.event = line.slice(7);
  }
  return out;
}

function follow(url: string, token: string, checkData: boolean): Promise<Follower> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', touchlinetoken: token } }, (res) => {
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => reject(new Error(`HTTP ${res.statusCode} ${body}`)));
        return;
      }
      const f: Follower = { req, ids: [], onState: null };
      let pending: Buffer | null = null;
      res.on('data', (chunk: Buffer) => {
        let buf = pending ? Buffer.concat([pending, chunk]) : chunk;
        let end: number;
        while ((end = buf.indexOf(BLANK_LINE)) >= 0) {
          const block = buf.subarray(0, end);
          buf = buf.subarray(end + 2);
          const { id, event } = idAndEvent(block);
          if (event === 'gone') fail('a follower was told the fixture is gone');
          if (event !== 'state' || !id) continue;
          if (checkData) {
            const text = block.toString();
            const p = JSON.parse(text.slice(text.indexOf('\ndata: ') + 7)) as LivePayload;
            if (p.version !== id || !p.state?.score) fail(`state ${id} carries version ${p.version} or no score`);
          }
          f.ids.push(id);
          f.onState?.();
        }
        pending = buf.length ? Buffer.from(buf) : null;
      });
      resolve(f);
    });
    req.on('error', (err) => {
      if ((err as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(err);
    });
  });
}

const nextState = (f: Follower, after: number): Promise<void> =>
  f.ids.length > after
    ? Promise.resolve()
    : new Promise((resolve) => {
        f.onState = () => {
          f.onState = null;
          resolve();
        };
      });

async function open(follows: { url: string; token: string }[]): Promise<void> {
  for (const [i, f] of follows.entries()) {
    followers.push(await follow(f.url, f.token, i === 0).catch((err: Error) => Promise.reject(new Error(`follower ${i}: ${err.message}`))));
  }
  await Promise.all(followers.map((f) => nextState(f, 0)));
}

/** Waits for every follower's next state and reports when each came. */
function arm(): void {
  const had = followers.map((f) => f.ids.length);
  const arrivals = followers.map((f, i) => nextState(f, had[i]!).then(hrMs));
  send({ type: 'armed' });
  // A follower that never gets the state would otherwise leave the benchmark waiting for ever.
  const late = setTimeout(() => fail(`${followers.filter((f, i) => f.ids.length === had[i]).length} followers had no new state 10 s after the event`), 10_000);
  void Promise.all(arrivals).then((times) => {
    clearTimeout(late);
    const previous = followers[0]!.ids[had[0]! - 1];
    const id = followers[0]!.ids[had[0]!];
    const wrong = followers.findIndex((f, i) => f.ids.length !== had[i]! + 1 || f.ids.at(-1) !== id);
    if (id === previous) fail(`the state after an event kept the id ${id}`);
    else if (wrong >= 0) fail(`follower ${wrong} got states ${f2s(followers[wrong]!, had[wrong]!)}, follower 0 got ${id}`);
    else send({ type: 'arrivals', times });
  });
}

const f2s = (f: Follower, from: number) => f.ids.slice(from).join(', ') || 'none';

process.on('message', (m: ToFollowers) => {
  if (m.type === 'open') {
    open(m.follows).then(
      () => send({ type: 'ready' }),
      (err: Error) => fail(err.message),
    );
  } else if (m.type === 'arm') arm();
  else if (m.type === 'cpu') {
    const u = process.cpuUsage();
    send({ type: 'cpu', ms: (u.user + u.system) / 1000 });
  } else {
    for (const f of followers) f.req.destroy();
    process.disconnect();
  }
});
