import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { DataDirLockedError } from './db/data-dir-lock';
import { DEMO_PASSWORD, demoAccounts } from './modules/user';
import { createRuntime } from './runtime';

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

async function main() {
  const config = loadConfig();
  config.webDistDir ??= path.resolve(defaultWebDist);
  const runtime = await createRuntime(config);
  const app = await buildApp(config, runtime);
  await runtime.startWorkers();
  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    `Roost ${config.mode} on ${config.publicUrl} using ${runtime.database.driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}`,
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
    }, 20_000);
    force.unref();
    try {
      // Stop accepting and drain in-flight requests, then the queue, then the database.
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
