// npm run db:restore -- --from <backup folder> [--replace]: a backup back into DATA_DIR
// (platform/db-tools/restore-backup.ts).
import { DbToolError } from './platform/db-tools/db-tool-error';
import { restoreBackup } from './platform/db-tools/restore-backup';
import { runDbTool } from './platform/db-tools/run-db-tool';

const usage = 'npm run db:restore -- --from <backup folder> [--replace] [--data-dir ./data]';

runDbTool(usage, { from: { type: 'string' }, replace: { type: 'boolean' } }, async ({ values, dataDir, resolve }) => {
  if (typeof values.from !== 'string' || values.from === '') {
    throw new DbToolError(`--from is missing.\nUsage: ${usage}`, 2);
  }
  const from = resolve(values.from);
  const { manifest, setAside } = await restoreBackup({
    from,
    dataDir,
    replace: values.replace === true,
    log: (line) => console.log(line),
  });
  const rows = Object.values(manifest.contents.tables).reduce((sum, table) => sum + table.rows, 0);
  return [
    `Restored ${rows} rows from ${from} (made ${manifest.createdAt}) into ${dataDir}; every table's checksum matches.`,
    ...(setAside ? [`The database that was there is in ${setAside}: delete it once you no longer need it.`] : []),
  ];
});
