import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRODUCTION_ENTRY, PRODUCTION_NODE_FLAGS } from '../apps/server/src/production-flags';
import { AUTH_ATTEMPTS_PER_EMAIL, E2E_PORT, RECEIVER_PORT } from './playwright.config';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * A partner's automation webhook: records what it receives (leads posted as JSON, listing requests as
 * GET query fields); GET /received lists it.
 */
function startWebhookReceiver(): Promise<http.Server> {
  const received: { method: string; path: string; headers: http.IncomingHttpHeaders; body: unknown }[] = [];
  const server = http.createServer((request, response) => {
    if (request.method === 'GET' && request.url === '/received') {
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(received));
      return;
    }
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        path: request.url ?? '',
        headers: request.headers,
        body: JSON.parse(body || 'null'),
      });
      response.writeHead(204).end();
    });
  });
  return new Promise((resolve) => server.listen(RECEIVER_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitForHealth(url: string, deadlineMs: number) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`server did not become healthy at ${url}`);
}

/** Starts the production server on a fresh data folder, plus the webhook receiver the tests read. */
export default async function globalSetup() {
  // The server's texting clock starts at 10:30 AM Pacific today: US recipients are inside their hours (Guam's
  // are not), so the texting journeys run whatever the hour of the run. The tests read where it started.
  const pacificToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  process.env.E2E_TEXTING_CLOCK_START = `${pacificToday}T10:30:00-08:00`;
  process.env.E2E_TEXTING_CLOCK_SET_AT = String(Date.now());
  const receiver = await startWebhookReceiver();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-e2e-'));
  const server = spawn(process.execPath, [...PRODUCTION_NODE_FLAGS, path.join('apps/server', PRODUCTION_ENTRY)], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      APP_MODE: 'demo',
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: randomBytes(32).toString('hex'),
      LEAD_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
      OPT_OUT_HASH_SECRET: randomBytes(32).toString('hex'),
      LEAD_WEBHOOK_URLS: `http://127.0.0.1:${RECEIVER_PORT}/hook`,
      LEAD_INBOX_EMAIL: 'leads@partner.example',
      AUTOMATION_WEBHOOK_URL: `http://127.0.0.1:${RECEIVER_PORT}/automation`,
      LEAD_RETRY_DELAY_SECONDS: '1',
      TEXTING_CLOCK_START: process.env.E2E_TEXTING_CLOCK_START,
      // Homeowner alerts are checked every 2 s, so a journey sees its alert arrive.
      ALERT_CHECK_SECONDS: '2',
      // Every journey signs in from 127.0.0.1 (playwright.config.ts).
      AUTH_RATE_LIMIT_PER_ADDRESS: '500',
      AUTH_RATE_LIMIT_PER_EMAIL: String(AUTH_ATTEMPTS_PER_EMAIL),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${E2E_PORT}/api/health`, 90_000);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await new Promise((resolve) => receiver.close(resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
