// npm run db:move -- --to postgres://...: the embedded database (DATA_DIR) into an empty PostgreSQL database
// (platform/db-tools/move-database.ts).
import { DbToolError } from './platform/db-tools/db-tool-error';
import { moveDatabase, movedReport } from './platform/db-tools/move-database';
import { runDbTool } from './platform/db-tools/run-db-tool';

const usage = 'npm run db:move -- --to postgres://user:password@host:5432/database [--data-dir ./data]';

runDbTool(usage, { to: { type: 'string' } }, async ({ values, dataDir }) => {
  const to = values.to;
  if (typeof to !== 'string' || to === '') throw new DbToolError(`--to is missing.\nUsage: ${usage}`, 2);
  const report = await moveDatabase({ dataDir, to, log: (line) => console.log(line) });
  return movedReport(report, to, dataDir);
});
