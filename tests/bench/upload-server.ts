// The API server of the resumable-upload benchmark (resumable-upload.ts), in a process of its own
// so its memory is its own: PostgreSQL (a fresh database), files on the disk under a temporary
// data folder, a club with a coach and a fixture. Talks to the parent over IPC: 'ready' with the
// port, the coach's token and the fixture's path; its resident memory (now, and the peak since the
// last 'reset', sampled every 20 ms); closes on 'close'.
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../server/app';
import { issueToken } from '../../server/areas/auth/tokens';
import { loadConfig } from '../../server/config';
import { openPostgres } from '../../server/db/db';
import { createMemoryMailer } from '../../server/lib/mailer';
import { createClub, createTeam, createUser } from '../support/factories';

export type ToUploadServer = { type: 'rss' } | { type: 'reset' } | { type: 'close' };
export type FromUploadServer =
  | { type: 'ready'; port: number; token: string; fixturePath: string }
  | { type: 'rss'; rss: number; peak: number }
  | { type: 'failed'; message: string };

const send = (m: FromUploadServer) => process.send!(m);

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'touchline-upload-bench-'));
  const db = await openPostgres(process.env.UPLOAD_DATABASE_URL!);
  const app = await buildApp({ config: loadConfig({ TOUCHLINE_DATA_DIR: dataDir, TOUCHLINE_STATIC_DIR: path.join(dataDir, 'no-static'), RATE_LIMIT_MAX: '1000000' }), db, mailer: createMemoryMailer(), logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const club = await createClub(db);
  const team = await createTeam(db, { clubId: club.id, name: 'U14' });
  const coach = await createUser(db, { clubId: club.id, teamId: team.id, role: 'coach', firstName: 'Carl', password: null });
  const token = await issueToken(db, coach.id, 'bench');
  const fixture = await db.one<{ id: string }>(`INSERT INTO fixtures (club_id, team_id, opponent, home_away, kickoff_at) VALUES ($1, $2, 'Rovers', 'home', now()) RETURNING id`, [club.id, team.id]);
  let peak = process.memoryUsage().rss;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  process.on('message', (m: ToUploadServer) => {
    if (m.type === 'rss') send({ type: 'rss', rss: process.memoryUsage().rss, peak: Math.max(peak, process.memoryUsage().rss) });
    else if (m.type === 'reset') peak = process.memoryUsage().rss;
    else if (m.type === 'close') {
      clearInterval(timer);
      void app
        .close()
        .then(() => db.close())
        .then(() => rm(dataDir, { recursive: true, force: true }))
        .finally(() => process.exit(0));
    }
  });
  send({ type: 'ready', port: (app.server.address() as AddressInfo).port, token, fixturePath: `/api/v1/fixture/${club.id}/${fixture.id}/recording` });
}

main().catch((err: unknown) => {
  send({ type: 'failed', message: String(err) });
  process.exit(1);
});
