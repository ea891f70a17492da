// npm run cluster -- --api 2 --worker 3: several Roost processes on one PostgreSQL (DATABASE_URL), as a scaled-out
// deployment runs them: API processes (--role=api) on consecutive ports from PORT (3000), and job workers
// (--role=worker), which listen on the ports after the API processes' for their health probes and /metrics only.
// The first API process migrates the database before the others start. Each process's output is
// prefixed with its name; Ctrl-C stops them all (SIGTERM, then SIGKILL after 15 s).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const entry = path.join(serverDir, 'dist/main.js');

function fail(message) {
  console.error(`cluster: ${message}`);
  process.exit(2);
}

let options;
try {
  ({ values: options } = parseArgs({
    options: { api: { type: 'string', default: '2' }, worker: { type: 'string', default: '3' } },
  }));
} catch (error) {
  fail(`${error.message}. Usage: npm run cluster -- --api 2 --worker 3`);
}
const count = (name) => {
  const value = Number(options[name]);
  if (!Number.isInteger(value) || value < 0 || value > 16) fail(`--${name} must be a whole number from 0 to 16`);
  return value;
};
const apis = count('api');
const workers = count('worker');
if (apis < 1) fail('--api must be at least 1: the first API process migrates the database');
if (!process.env.DATABASE_URL) {
  fail('DATABASE_URL must name a PostgreSQL database: the embedded PGlite serves a single process (npm start)');
}
if (!fs.existsSync(entry)) fail(`${path.relative(root, entry)} is missing: run npm run build first`);
const basePort = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(basePort) || basePort < 1 || basePort + apis + workers - 1 > 65_535) {
  fail('PORT must be a port number');
}

// The production start command's Node flags (apps/server/package.json's start script), so each process runs as
// `npm start` does.
const startScript = JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')).scripts.start;
const nodeFlags = startScript.split(/\s+/).filter((part) => part.startsWith('--'));

const children = [];
let stopping = false;

function start(name, role, env) {
  const child = spawn(process.execPath, [...nodeFlags, entry, `--role=${role}`], {
    cwd: serverDir,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`[${name}] ${line}\n`);
    });
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`cluster: ${name} exited (${code ?? signal}); stopping the others`);
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function healthy(port) {
  for (let waited = 0; waited < 300; waited += 1) {
    if (stopping) return;
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  fail(`the process on port ${port} did not become healthy in 5 minutes`);
}

function stop(code) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 15_000).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api 1', 'api', { PORT: String(basePort) });
await healthy(basePort);
for (let index = 2; index <= apis; index += 1) start(`api ${index}`, 'api', { PORT: String(basePort + index - 1) });
const workerPort = (index) => basePort + apis + index - 1;
for (let index = 1; index <= workers; index += 1)
  start(`worker ${index}`, 'worker', { PORT: String(workerPort(index)) });
await Promise.all(Array.from({ length: apis + workers - 1 }, (_, index) => healthy(basePort + index + 1)));
if (!stopping) {
  console.log(`cluster: ${apis} API process(es) and ${workers} worker(s) on one PostgreSQL`);
  for (let index = 1; index <= apis; index += 1) {
    console.log(`cluster:   api ${index}  http://127.0.0.1:${basePort + index - 1}`);
  }
  for (let index = 1; index <= workers; index += 1) {
    console.log(`cluster:   worker ${index}  http://127.0.0.1:${workerPort(index)} (health probes and /metrics only)`);
  }
  console.log('cluster: put a load balancer in front of the API ports; Ctrl-C stops them all');
}
