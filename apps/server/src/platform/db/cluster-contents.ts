import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../server-paths';

/**
 * What a Roost database holds, told the same way on PGlite and PostgreSQL so two copies can be compared: every table
 * of ours (the app's in public, the migrations' record in drizzle, the job queue in pgboss) with its row count and a
 * checksum of its rows, every sequence's position, and the versions of its schemas. The database tools (db:move,
 * db:backup, db:restore) check a copy against its original with it.
 */

/** Runs one statement and gives its rows, on either driver. */
export type RunSql = (text: string) => Promise<Record<string, unknown>[]>;

export const OUR_SCHEMAS = ['public', 'drizzle', 'pgboss'] as const;

/** Settings under which both drivers write values as the same text (the checksums read rows as text). */
export const SAME_TEXT_SETTINGS = [
  "SET TimeZone = 'UTC'",
  "SET DateStyle = 'ISO, MDY'",
  "SET IntervalStyle = 'postgres'",
  'SET extra_float_digits = 1',
  "SET bytea_output = 'hex'",
];

export interface TableOfOurs {
  /** schema.table, as the reports name it. */
  name: string;
  /** The quoted name, for statements. */
  sql: string;
  /** Its stored columns (generated ones are left out), in the table's order. */
  columns: string[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
const schemaList = OUR_SCHEMAS.map((schema) => `'${schema}'`).join(', ');

/** Our tables, a partitioned table once (its partitions are read through it), by name. */
export async function tablesOf(run: RunSql): Promise<TableOfOurs[]> {
  const rows = await run(`
    select n.nspname as schema, c.relname as table,
           json_agg(a.attname::text order by a.attnum)::text as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where c.relkind in ('r', 'p') and not c.relispartition and n.nspname in (${schemaList})
     group by n.nspname, c.relname
     order by n.nspname, c.relname`);
  return rows.map((row) => ({
    name: `${String(row.schema)}.${String(row.table)}`,
    sql: `${quote(String(row.schema))}.${quote(String(row.table))}`,
    columns: JSON.parse(String(row.columns)) as string[],
  }));
}

export interface TableSum {
  rows: number;
  /** md5 of the rows as text (columns by name), in byte order; '' for an empty table. */
  md5: string;
}

/** Row count and checksum of one table: the same rows give the same sum on either driver and any version. */
export async function tableSum(run: RunSql, table: TableOfOurs): Promise<TableSum> {
  const byName = [...table.columns].sort().map(quote).join(', ');
  const [row] = await run(`
    select count(*)::int as rows, coalesce(md5(string_agg(r, E'\\n' order by r collate "C")), '') as md5
      from (select row(${byName})::text as r from ${table.sql}) rows_as_text`);
  return { rows: Number(row?.rows ?? 0), md5: String(row?.md5 ?? '') };
}

export interface SequenceOfOurs {
  name: string;
  sql: string;
}

export async function sequencesOf(run: RunSql): Promise<SequenceOfOurs[]> {
  const rows = await run(`
    select schemaname as schema, sequencename as name from pg_sequences
     where schemaname in (${schemaList}) order by schemaname, sequencename`);
  return rows.map((row) => ({
    name: `${String(row.schema)}.${String(row.name)}`,
    sql: `${quote(String(row.schema))}.${quote(String(row.name))}`,
  }));
}

/** A sequence's position as setval takes it: its last value and whether that value was handed out. */
export async function sequencePosition(run: RunSql, sequence: SequenceOfOurs): Promise<string> {
  const [row] = await run(`select last_value::text as value, is_called from ${sequence.sql}`);
  return `${String(row?.value)}${row?.is_called ? '' : ' (not called)'}`;
}

export interface SchemaVersions {
  /** Migrations applied (drizzle's record). */
  migrations: number;
  /** The job queue's schema version (pg-boss), or null before the queue was ever started. */
  queue: number | null;
}

export async function schemaVersionsOf(run: RunSql): Promise<SchemaVersions> {
  const [found] = await run(`
    select to_regclass('drizzle.__drizzle_migrations') is not null as migrations,
           to_regclass('pgboss.version') is not null as queue`);
  const migrations = found?.migrations
    ? Number((await run('select count(*)::int as n from drizzle.__drizzle_migrations'))[0]?.n ?? 0)
    : 0;
  const queue = found?.queue ? Number((await run('select max(version)::int as v from pgboss.version'))[0]?.v) : null;
  return { migrations, queue: queue === null || Number.isNaN(queue) ? null : queue };
}

export interface ClusterContents {
  versions: SchemaVersions;
  tables: Record<string, TableSum>;
  sequences: Record<string, string>;
}

/** Everything above, for one database. */
export async function clusterContents(run: RunSql): Promise<ClusterContents> {
  for (const setting of SAME_TEXT_SETTINGS) await run(setting);
  const tables: Record<string, TableSum> = {};
  for (const table of await tablesOf(run)) tables[table.name] = await tableSum(run, table);
  const sequences: Record<string, string> = {};
  for (const sequence of await sequencesOf(run)) sequences[sequence.name] = await sequencePosition(run, sequence);
  return { versions: await schemaVersionsOf(run), tables, sequences };
}

/** Where two copies differ, one line each; empty when they hold the same. */
export function differences(expected: ClusterContents, found: ClusterContents): string[] {
  const lines: string[] = [];
  const names = new Set([...Object.keys(expected.tables), ...Object.keys(found.tables)]);
  for (const name of [...names].sort()) {
    const a = expected.tables[name];
    const b = found.tables[name];
    if (!a || !b) lines.push(`table ${name}: ${a ? 'missing in the copy' : 'not in the original'}`);
    else if (a.rows !== b.rows) lines.push(`table ${name}: ${a.rows} rows, the copy has ${b.rows}`);
    else if (a.md5 !== b.md5) lines.push(`table ${name}: same ${a.rows} rows, different contents`);
  }
  const sequences = new Set([...Object.keys(expected.sequences), ...Object.keys(found.sequences)]);
  for (const name of [...sequences].sort()) {
    if (expected.sequences[name] !== found.sequences[name]) {
      lines.push(
        `sequence ${name}: ${expected.sequences[name] ?? 'none'}, the copy ${found.sequences[name] ?? 'none'}`,
      );
    }
  }
  return lines;
}

/** This Roost's version (the server package's, the same as the release's). */
export function roostVersion(): string {
  return (JSON.parse(fs.readFileSync(path.join(serverRoot, 'package.json'), 'utf8')) as { version: string }).version;
}
