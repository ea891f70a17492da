// npm run dev: the server in watch mode on :3000 and the Vite dev server on :5173 proxying /api.
import { spawn } from 'node:child_process';

const apiUrl = process.env.ROOST_API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const children = [
  spawn('npm', ['run', 'dev', '-w', '@roost/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@roost/web'], {
    stdio: 'inherit',
    env: { ...process.env, ROOST_API_URL: apiUrl },
  }),
];
let stopping = false;
const stop = (code) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
};
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
