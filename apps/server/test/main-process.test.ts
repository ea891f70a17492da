import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compiledEntry, removeCompiledEntries } from './compiled-entry';
import { testHomesDataset } from './fixtures/homes-dataset';

/** The real entry point as an operator runs it: start, refuse a second process, stop on SIGTERM. */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-main-'));

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let mainArgs: string[] = [];
beforeAll(async () => {
  mainArgs = await compiledEntry('src/main.ts');
});

function startMain(port: number, extraEnv: Record<string, string> = {}, args: string[] = []) {
  const child = spawn(process.execPath, [...mainArgs, ...args], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      INIT_CWD: serverDir,
      HOMES_DATASET_FILE: testHomesDataset,
      ...extraEnv,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number, child: ChildProcessWithoutNullStreams, output: () => string) {
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) return (await response.json()) as { driver: string; migrations: { upToDate: boolean } };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy (exit ${child.exitCode}):\n${output()}`);
}

afterAll(async () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await removeCompiledEntries();
});

describe('main', () => {
  it('migrates and serves, refuses a second process on the same data folder, and stops cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startMain(port);
    const health = await waitForHealth(port, first.child, first.output);
    expect(health).toMatchObject({ driver: 'pglite', migrations: { upToDate: true } });

    const second = startMain(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/in use by another Roost process/);

    // Another installation started on the same port: told plainly, and its own data folder left unlocked.
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-main-other-'));
    try {
      const samePort = startMain(port, { DATA_DIR: otherDir });
      expect(await samePort.exited).toBe(1);
      expect(samePort.output()).toMatch(
        new RegExp(
          `Port ${port} on 127\\.0\\.0\\.1 is in use by another process: give each Roost process its own PORT`,
        ),
      );
      expect(samePort.output()).not.toMatch(/at .*\.ts:\d+/);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'roost.lock'))).toBe(false);
  }, 180_000);

  it('refuses to start in production with a development secret', async () => {
    const run = startMain(await freePort(), { NODE_ENV: 'production' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Refusing to start in production with the development value of SESSION_SECRET/);
    expect(run.output()).not.toMatch(/at .*\.ts:\d+/);
  }, 60_000);

  it.each([
    [['--role=worker'], /--role=worker needs DATABASE_URL: the embedded PGlite serves a single process/],
    [['--role=api'], /--role=api needs DATABASE_URL/],
    [['--role=everything'], /Unknown --role=everything: use api, worker or all/],
  ])(
    'refuses %s on the embedded PGlite with a message',
    async (args, message) => {
      const run = startMain(await freePort(), {}, args);
      expect(await run.exited).toBe(1);
      expect(run.output()).toMatch(message);
      expect(run.output()).not.toMatch(/at .*\.ts:\d+/);
    },
    60_000,
  );
});
