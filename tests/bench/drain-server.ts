// The API server of the drain benchmark (drain.ts), in a process of its own as in production:
// the device's engine (with its IndexedDB work) and the server then do not share one event loop,
// so the figure is the server's and the device's time as they would add up, or overlap, for
// real. Talks to the parent over IPC: 'ready' with its port once listening; its CPU time on
// request; closes on 'close'.
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/db';
import { createMemoryMailer } from '../../server/lib/mailer';

export type ToDrainServer = { type: 'cpu' } | { type: 'close' };
export type FromDrainServer = { type: 'ready'; port: number } | { type: 'cpu'; ms: number } | { type: 'failed'; message: string };

const send = (m: FromDrainServer) => process.send!(m);

async function main() {
  const db = await openPostgres(process.env.DRAIN_DATABASE_URL!);
  const app = await buildApp({ config: loadConfig({ TOUCHLINE_DATA_DIR: '.test-data', TOUCHLINE_STATIC_DIR: '.test-data/no-static', RATE_LIMIT_MAX: '100000' }), db, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.on('message', (m: ToDrainServer) => {
    if (m.type === 'cpu') {
      const cpu = process.cpuUsage();
      send({ type: 'cpu', ms: (cpu.user + cpu.system) / 1000 });
    } else if (m.type === 'close') {
      void app
        .close()
        .then(() => db.close())
        .finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port });
}

main().catch((err: unknown) => {
  send({ type: 'failed', message: String(err) });
  process.exit(1);
});
