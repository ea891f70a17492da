import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import PgBoss from 'pg-boss';
import pg from 'pg';
import { migrationsFolder } from '../../server-paths';
import {
  clusterContents,
  differences,
  SAME_TEXT_SETTINGS,
  schemaVersionsOf,
  sequencesOf,
  tablesOf,
  type ClusterContents,
  type RunSql,
  type TableOfOurs,
} from '../db/cluster-contents';
import { copyFromStdinOn } from '../db/copy-csv';
import { expectedMigrationCount } from '../db/migrations';
import { DbToolError, messageOf } from './db-tool-error';
import { openPgliteFolder } from './pglite-folder';

/**
 * db:move: copies the embedded database (a PGlite folder no server is running on) into an empty PostgreSQL database.
 * The target gets its schema from Roost's own migrations and the job queue's own construction plan, then, in one
 * transaction, every row of every table (COPY, parents before the tables that refer to them) and every sequence's
 * position; the transaction commits only when each table's row count and checksum match the folder's.
 */

export interface MoveReport {
  contents: ClusterContents;
  seconds: number;
}

/** The URL with its password hidden, for messages. */
export function safeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(not a URL)';
  }
}

/** Refuses anything but a postgres:// URL, before anything is opened. */
function checkTargetUrl(url: string) {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new DbToolError(`--to must be a postgres:// URL, like postgres://user:password@host:5432/roost`, 2);
  }
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') {
    throw new DbToolError(`--to must be a postgres:// URL, not ${parsed.protocol}//...`, 2);
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
  } catch (error) {
    await client.end().catch(() => undefined);
    const code = (error as { code?: string }).code;
    throw new DbToolError(
      `Cannot connect to ${safeUrl(url)}: ${messageOf(error) || code || 'no answer'}. Nothing was written.`,
    );
  }
  return client;
}

const runOn =
  (client: pg.ClientBase): RunSql =>
  async (text) =>
    (await client.query<Record<string, unknown>>(text)).rows;

/** Refuses a target that holds any table, view or sequence (ours or anyone's): db:move only fills a new database. */
async function refuseNonEmpty(run: RunSql, url: string) {
  const rows = await run(`
    select n.nspname || '.' || c.relname as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
     order by 1`);
  if (rows.length > 0) {
    const names = rows.slice(0, 3).map((row) => String(row.name));
    const more = rows.length > 3 ? ` and ${rows.length - 3} more` : '';
    throw new DbToolError(
      `The target database ${safeUrl(url)} is not empty (it holds ${names.join(', ')}${more}): ` +
        'db:move copies only into a new, empty database. Nothing was written.',
    );
  }
}

/** The job queue's schema version that pg-boss's construction plan installs. */
function queuePlanVersion(plan: string): number {
  return Number(/INSERT INTO pgboss\.version\(version\) VALUES \('?(\d+)'?\)/.exec(plan)?.[1]);
}

/** Tables in an order where every table comes after those its foreign keys point to (self-references aside). */
async function parentsFirst(run: RunSql, tables: TableOfOurs[]): Promise<TableOfOurs[]> {
  const edges = await run(`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
      from pg_constraint c where c.contype = 'f' and c.conrelid <> c.confrelid and not c.condeferrable`);
  const byRegclass = new Map<string, TableOfOurs>();
  for (const table of tables) {
    const [schema, name] = table.name.split('.') as [string, string];
    byRegclass.set(schema === 'public' ? name : table.name, table);
    byRegclass.set(table.sql, table);
    byRegclass.set(`${schema}.${name}`, table);
  }
  const parents = new Map<TableOfOurs, Set<TableOfOurs>>(tables.map((table) => [table, new Set()]));
  for (const edge of edges) {
    const child = byRegclass.get(String(edge.child));
    const parent = byRegclass.get(String(edge.parent));
    if (child && parent) parents.get(child)!.add(parent);
  }
  const ordered: TableOfOurs[] = [];
  const placed = new Set<TableOfOurs>();
  while (ordered.length < tables.length) {
    const ready = tables.filter((table) => !placed.has(table) && [...parents.get(table)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new Error('the tables refer to each other in a cycle: no order to copy them in');
    for (const table of ready) {
      placed.add(table);
      ordered.push(table);
    }
  }
  return ordered;
}

/** Text in pieces of about a megabyte, for COPY FROM STDIN. */
async function* pieces(text: string) {
  for (let start = 0; start < text.length; start += 1 << 20) yield text.slice(start, start + (1 << 20));
}

export async function moveDatabase(options: {
  dataDir: string;
  to: string;
  log: (line: string) => void;
}): Promise<MoveReport> {
  const started = performance.now();
  const { dataDir, to, log } = options;
  checkTargetUrl(to);
  const source = await openPgliteFolder(dataDir, 'moving its database');
  let target: pg.Client | undefined;
  try {
    target = await connect(to);
    const targetRun = runOn(target);
    await refuseNonEmpty(targetRun, to);

    const versions = await schemaVersionsOf(source.run);
    const expected = expectedMigrationCount();
    if (versions.migrations !== expected) {
      throw new DbToolError(
        `The database in ${dataDir} has ${versions.migrations} of this Roost's ${expected} migrations: ` +
          (versions.migrations < expected
            ? 'start this version of Roost on it once (it migrates at start), stop it, then move it.'
            : 'it was made by a newer Roost; move it with that version.') +
          ' Nothing was written.',
      );
    }
    const queuePlan = PgBoss.getConstructionPlans('pgboss');
    if (versions.queue !== null && versions.queue !== queuePlanVersion(queuePlan)) {
      throw new DbToolError(
        `The job queue in ${dataDir} is at schema ${versions.queue}, this Roost's at ${queuePlanVersion(queuePlan)}: ` +
          'start this version of Roost on it once, stop it, then move it. Nothing was written.',
      );
    }

    log(`Reading ${dataDir} ...`);
    const original = await clusterContents(source.run);

    log(`Creating the schema in ${safeUrl(to)} (Roost's migrations and the job queue's) ...`);
    await migrate(drizzle({ client: target }), { migrationsFolder });
    if (versions.queue !== null) {
      await target.query(queuePlan);
      // A queue's jobs live in a partition of their own, which pg-boss makes with the queue.
      for (const row of await source.run('select name from pgboss.queue order by name')) {
        await target.query('select pgboss.create_queue($1, $2)', [String(row.name), '{}']);
      }
    }

    const tables = await tablesOf(source.run);
    const targetTables = new Set((await tablesOf(targetRun)).map((table) => table.name));
    const missing = tables.filter((table) => !targetTables.has(table.name)).map((table) => table.name);
    if (missing.length > 0) throw new Error(`the migrations made no table ${missing.join(', ')}`);

    await target.query('BEGIN');
    try {
      for (const setting of SAME_TEXT_SETTINGS) await target.query(setting);
      await target.query('SET CONSTRAINTS ALL DEFERRED');
      // What the schema's making wrote (the migrations' record, the queues just made) is replaced by the folder's.
      await target.query(`TRUNCATE ${[...tables].map((table) => table.sql).join(', ')} CASCADE`);
      for (const table of await parentsFirst(targetRun, tables)) {
        const rows = original.tables[table.name]?.rows ?? 0;
        if (rows === 0) continue;
        const columns = table.columns.map((column) => `"${column.replaceAll('"', '""')}"`).join(', ');
        const copied = await source.client.query(`COPY (SELECT ${columns} FROM ${table.sql}) TO '/dev/blob'`);
        const text = copied.blob ? await copied.blob.text() : '';
        const added = await copyFromStdinOn(target, `COPY ${table.sql} (${columns}) FROM STDIN`, pieces(text));
        log(`  ${table.name}: ${added} rows`);
      }
      for (const sequence of await sequencesOf(source.run)) {
        const [row] = await source.run(`select last_value::text as value, is_called from ${sequence.sql}`);
        await target.query('select setval($1::regclass, $2::bigint, $3::boolean)', [
          sequence.sql,
          row?.value,
          row?.is_called,
        ]);
      }
      const copy = await clusterContents(targetRun);
      const wrong = differences(original, copy);
      if (wrong.length > 0) throw new Error(`the copy differs from the folder: ${wrong.join('; ')}`);
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK').catch(() => undefined);
      throw new DbToolError(
        `The move failed (${messageOf(error)}). No rows were kept, but the target now holds Roost's empty tables: ` +
          'drop and create the database again before another try.',
      );
    }
    return { contents: original, seconds: (performance.now() - started) / 1000 };
  } finally {
    await target?.end().catch(() => undefined);
    await source.close();
  }
}

/** The lines db:move ends with: the move's figures, and the settings to change. */
export function movedReport(report: MoveReport, to: string, dataDir: string): string[] {
  const tables = Object.entries(report.contents.tables);
  const rows = tables.reduce((sum, [, table]) => sum + table.rows, 0);
  const jobs = report.contents.tables['pgboss.job']?.rows ?? 0;
  return [
    `Moved ${rows} rows in ${tables.length} tables (${jobs} queued jobs) and ` +
      `${Object.keys(report.contents.sequences).length} sequences in ${report.seconds.toFixed(1)} s; ` +
      'every table’s row count and checksum match.',
    'Now change the settings and start Roost again:',
    `  DATABASE_URL=${safeUrl(to)}${new URL(to).password ? '  (with the password you gave --to)' : ''}`,
    `  DATA_DIR is then unused: ${dataDir} stays as it was; keep it until the new database has served a while.`,
  ];
}
