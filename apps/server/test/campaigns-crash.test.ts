import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { UPLOAD_CONSENT_STATEMENT_ID, type CampaignSubmitReply } from '@roost/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { billing, successCard } from './campaign-helpers';
import { compiledEntry, removeCompiledEntries } from './compiled-entry';
import { testHomesDataset } from './test-database';

/**
 * Exactly once across a crash: the real server is killed (SIGKILL) right after the card was charged,
 * while the paid campaign's 20,000 contacts are being set up, then started again. The retried submit
 * (same key) finds the same campaign and payment and finishes: one campaign, one charge, every contact
 * once.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-crash-'));
const databaseUrl = process.env.TEST_DATABASE_URL;
let databaseName: string | undefined;
const running = new Set<ChildProcess>();
afterAll(async () => {
  // A failed assertion must not leave a server or a database behind.
  for (const child of running) child.kill('SIGKILL');
  await removeCompiledEntries();
  fs.rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl && databaseName) {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`drop database if exists ${databaseName} with (force)`);
    await client.end();
  }
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function serverDatabaseUrl(): Promise<string> {
  if (!databaseUrl) return '';
  if (!databaseName) {
    const { default: pg } = await import('pg');
    databaseName = `roost_crash_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(`create database ${databaseName}`);
    await client.end();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
}

async function start(port: number) {
  const child = spawn(process.execPath, await compiledEntry('src/main.ts'), {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: await serverDatabaseUrl(),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      INIT_CWD: serverDir,
      HOMES_DATASET_FILE: testHomesDataset,
      AUTH_RATE_LIMIT_PER_ADDRESS: '100000',
      RATE_LIMIT_PER_MINUTE: '100000',
    },
  });
  child.stdout.on('data', (chunk) => process.env.CRASH_LOG && fs.appendFileSync(process.env.CRASH_LOG, chunk));
  child.stderr.on('data', (chunk) => process.env.CRASH_LOG && fs.appendFileSync(process.env.CRASH_LOG, chunk));
  running.add(child);
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 900 && child.exitCode === null; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, exited, base };
}

function client(base: string) {
  let cookie = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { origin: base, cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const setCookie = response.headers.getSetCookie().map((value) => value.split(';')[0]);
    if (setCookie.length) cookie = setCookie.join('; ');
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };
  return call;
}

function leadFile(rows: number): string {
  const lines = ['First Name,Last Name,Mobile'];
  for (let index = 0; index < rows; index += 1) {
    lines.push(
      `Lead,${index},(916) ${String(200 + Math.floor(index / 10_000)).padStart(3, '0')}-${String(index % 10_000).padStart(4, '0')}`,
    );
  }
  return lines.join('\n');
}

describe('campaign submit across a crash', () => {
  it('charges once and sets every contact up once after the server is killed mid-way', async () => {
    const port = await freePort();
    let server = await start(port);
    let call = client(server.base);
    expect(
      (await call('POST', '/api/auth/sign-in', { email: 'loanofficer@demo.roost.local', password: 'Roost-demo-2026' }))
        .status,
    ).toBe(200);
    const csv = leadFile(20_000);
    const parsed = await call('POST', '/api/site/campaign/contacts/parse', {
      file: {
        name: 'leads.csv',
        type: 'text/csv',
        data: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`,
      },
      cols: [
        { supportedColumn: 'firstName', column: 'First Name', index: 0 },
        { supportedColumn: 'lastName', column: 'Last Name', index: 1 },
        { supportedColumn: 'phoneNumber', column: 'Mobile', index: 2 },
      ],
    });
    expect(parsed.status).toBe(200);
    const importId = parsed.json.importId as string;
    expect((parsed.json.report as { valid: number }).valid).toBe(20_000);
    const templates = await call('GET', '/api/notifications/message/templates');
    const body = {
      idempotencyKey: 'crash-test-key-0001',
      importId,
      campaign: {
        name: 'Crash test',
        type: 'Refi',
        templateId: (templates.json.results as { id: string }[])[0]!.id,
        messagesPerDay: '1000',
        daysOfWeek: 'Mon,Tue,Wed,Thurs,Fri',
        startDate: '2099-01-05',
        endDate: '2099-03-31',
      },
      collaborators: [],
      billing,
      consentStatementId: UPLOAD_CONSENT_STATEMENT_ID,
    };
    const awaiting = (await call('POST', '/api/site/campaign/submit', body)).json as unknown as CampaignSubmitReply;
    expect(awaiting.state).toBe('awaiting_payment');
    const confirmed = await call('POST', '/api/payment/sandbox/confirm', {
      intentId: awaiting.payment!.intentId,
      clientSecret: awaiting.payment!.clientSecret,
      card: successCard,
      billing,
    });
    expect(confirmed.json.status).toBe('succeeded');
    // The webhook's job starts copying 20,000 contacts within the polling interval: kill inside it.
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    server.child.kill('SIGKILL');
    await server.exited;

    server = await start(port);
    call = client(server.base);
    await call('POST', '/api/auth/sign-in', { email: 'loanofficer@demo.roost.local', password: 'Roost-demo-2026' });
    const done = (await call('POST', '/api/site/campaign/submit', body)).json as unknown as CampaignSubmitReply;
    expect(done).toMatchObject({ state: 'submitted', campaignId: awaiting.campaignId, amountCents: 100_000 });
    expect(done.payment!.intentId).toBe(awaiting.payment!.intentId);
    expect(done.campaign).toMatchObject({ status: 'new', totalContacts: 20_000 });
    const listed = await call('GET', '/api/site/campaigns?scope=mine');
    expect((listed.json.results as { name: string }[]).filter((row) => row.name === 'Crash test')).toHaveLength(1);
    server.child.kill('SIGTERM');
    await server.exited;
  }, 300_000);
});
