import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { DataDirLockedError } from './platform/db/data-dir-lock';
import { serveBackupRequests } from './platform/db-tools/backup-request';
import { DEMO_PASSWORD, demoAccounts } from './modules/user';
import { createRuntime } from './runtime';
import { defaultWebDist } from './server-paths';

/**
 * --role=api serves HTTP only, --role=worker runs the background jobs only, --role=all (the default)
 * both; API and worker processes scale separately on one PostgreSQL (PGlite serves one process).
 */
type ProcessRole = 'api' | 'worker' | 'all';

/**
 * A stopping process is gone within 10 s of SIGTERM (orchestrators' usual grace before SIGKILL): the work in hand
 * gets 6 s (runtime.ts), and past this limit the process exits with whatever is left unfinished.
 */
const SHUTDOWN_LIMIT_MS = 9_500;
/**
 * After SIGTERM, how long the listener still takes connections (readiness already says draining). A load balancer
 * takes a moment to notice, and Node accepts one waiting connection per loop turn, which on a busy process can take
 * longer than half a second for a few: closing the listener under them resets them.
 */
const ACCEPT_GRACE_MS = 2_000;

function processRole(argv: string[]): ProcessRole {
  const given = argv.find((arg) => arg.startsWith('--role='))?.slice('--role='.length) ?? 'all';
  if (given === 'api' || given === 'worker' || given === 'all') return given;
  throw new ConfigError(`Unknown --role=${given}: use api, worker or all`);
}

/** Listens on HOST:PORT, or says plainly that another process holds the port. */
async function listen(app: FastifyInstance, config: Config) {
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
    throw new ConfigError(
      `Port ${config.port} on ${config.host} is in use by another process: give each Roost process its own PORT`,
    );
  }
}

const portOf = (app: FastifyInstance) => {
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : '?';
};

async function main() {
  const config = loadConfig();
  const role = processRole(process.argv.slice(2));
  if (role !== 'all' && !config.databaseUrl) {
    throw new ConfigError(
      `--role=${role} needs DATABASE_URL: the embedded PGlite serves a single process (--role=all)`,
    );
  }
  config.webDistDir ??= defaultWebDist;
  // The embedded PGlite is a WebAssembly PostgreSQL: compiled once by the optimising tier instead of a
  // baseline tier first and the optimising one later, it starts ~2 s slower and keeps ~50 MB less code.
  v8.setFlagsFromString('--no-liftoff');
  const runtime = await createRuntime(config);
  // A worker listens too, for its probes and its own /metrics only.
  const app = await buildApp(config, runtime, { probesOnly: role === 'worker' });
  if (role !== 'api') await runtime.startWorkers();
  await listen(app, config);
  // npm run db:backup asks this process for a copy of its PGlite folder (db-tools/backup-request.ts).
  const { dumpDataDir } = runtime.database;
  const stopServingBackups = dumpDataDir
    ? serveBackupRequests(config.dataDir, dumpDataDir, {
        info: (message) => app.log.info(message),
        error: (message) => app.log.error(message),
      })
    : () => undefined;
  const where = runtime.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL';
  app.log.info(
    role === 'worker'
      ? `Roost ${config.mode} job worker (probes and /metrics on port ${portOf(app)}) using ${where}`
      : `Roost ${config.mode} on ${config.publicUrl} (${role === 'all' ? 'API and jobs' : 'API only'}) using ${where}`,
  );

  if (config.devToolsEnabled) {
    app.log.info(
      `Demo accounts (password ${DEMO_PASSWORD}): ${demoAccounts.map((account) => `${account.email} [${account.roles.join(',')}]`).join('; ')}`,
    );
    app.log.info(`Dev outbox: ${config.publicUrl}/dev/outbox`);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received: stopping`);
    const force = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS);
    force.unref();
    try {
      // Not ready from now on (the load balancer stops sending), then stop accepting and answer the requests in
      // flight, then finish or hand back the background work in hand (runtime.ts), then close the database.
      app.serving.drain();
      stopServingBackups();
      // The connections already made (some wait in the listener's backlog: Node takes one per loop turn) are
      // taken and answered before the listener closes; a connection still in the backlog at close gets a reset.
      if (role !== 'worker') await new Promise((resolve) => setTimeout(resolve, ACCEPT_GRACE_MS));
      await app.close();
      await runtime.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error('Roost failed to start:', error);
  }
  process.exit(1);
});
