// `npm run dev`: the API server with restart on change (tsx watch, port 8080) and Vite with hot
// reload (port 5173, proxying /api to the server). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const port = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'server/main.ts'], { stdio: 'inherit', env: { ...process.env, PORT: port } }),
  // Vite proxies /api to the API server started above (or to TOUCHLINE_API_URL when set).
  spawn('npx', ['vite', '--host'], { stdio: 'inherit', env: { ...process.env, TOUCHLINE_API_URL: process.env.TOUCHLINE_API_URL ?? `http://localhost:${port}` } }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => {
  stop();
  process.exitCode = code ?? 0;
});
