// npm run db:backup [-- --to <new folder>]: a consistent copy of the embedded database (DATA_DIR), running or not
// (platform/db-tools/backup-data-dir.ts).
import { loadConfig } from './config';
import { backupDataDir } from './platform/db-tools/backup-data-dir';
import { DbToolError } from './platform/db-tools/db-tool-error';
import { runDbTool } from './platform/db-tools/run-db-tool';

const usage = 'npm run db:backup [-- --to ./backups/roost-<time>] [--data-dir ./data]';

runDbTool(usage, { to: { type: 'string' } }, async ({ values, dataDir, resolve }) => {
  if (loadConfig().databaseUrl) {
    throw new DbToolError('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump, or your provider’s).');
  }
  const stamp = new Date().toISOString().replaceAll(/[:.]/g, '-');
  const to = resolve(typeof values.to === 'string' ? values.to : `backups/roost-${stamp}`);
  const manifest = await backupDataDir({ dataDir, to, log: (line) => console.log(line) });
  const tables = Object.values(manifest.contents.tables);
  const rows = tables.reduce((sum, table) => sum + table.rows, 0);
  return [
    `Backed up ${rows} rows in ${tables.length} tables to ${to} (Roost ${manifest.roostVersion}).`,
    `Restore it with: npm run db:restore -- --from ${to}`,
  ];
});
