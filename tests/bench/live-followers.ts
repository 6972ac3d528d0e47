// The followers of the live fan-out benchmark (live-fanout.ts), in a child process of their own.
// Parsing 500 SSE streams is real work: in the process of the two API instances it shared their
// event loop, so the figure measured the client as much as the server (a follower's state waited
// behind the parsing of the others'). Here the API instances and the followers run as they would
// in production, on separate event loops.
//
// Talks to the parent over IPC. Times are process.hrtime in ms: the monotonic clock, the same in
// both processes, so an arrival here compares with the server's receipt of the PUT there.
import { openSse, type SseConnection } from '../server/live/sse-client';

export type ToFollowers = { type: 'open'; follows: { url: string; token: string }[] } | { type: 'arm' } | { type: 'cpu' } | { type: 'close' };
export type FromFollowers =
  | { type: 'ready' }
  | { type: 'armed' }
  | { type: 'arrivals'; times: number[] }
  /** CPU time this process has used so far. */
  | { type: 'cpu'; ms: number }
  | { type: 'failed'; message: string };

const hrMs = (): number => Number(process.hrtime.bigint()) / 1e6;

const conns: SseConnection[] = [];
const send = (m: FromFollowers) => process.send!(m);

async function open(follows: { url: string; token: string }[]): Promise<void> {
  for (const [i, f] of follows.entries()) {
    const c = await openSse(f.url, { touchlinetoken: f.token });
    if (c.status !== 200) throw new Error(`follower ${i}: HTTP ${c.status} ${c.body}`);
    conns.push(c);
  }
  await Promise.all(conns.map((c) => c.waitFor((m) => m.event === 'state')));
}

/** Waits for every follower's next state (after the messages it has now) and reports when each came. */
function arm(): void {
  const arrivals = conns.map((c) => c.waitFor((m) => m.event === 'state', c.messages.length).then(hrMs));
  send({ type: 'armed' });
  void Promise.all(arrivals).then((times) => send({ type: 'arrivals', times }));
}

process.on('message', (m: ToFollowers) => {
  if (m.type === 'open') {
    open(m.follows).then(
      () => send({ type: 'ready' }),
      (err: Error) => send({ type: 'failed', message: err.message }),
    );
  } else if (m.type === 'arm') arm();
  else if (m.type === 'cpu') {
    const u = process.cpuUsage();
    send({ type: 'cpu', ms: (u.user + u.system) / 1000 });
  }
  else {
    for (const c of conns) c.close();
    process.disconnect();
  }
});
