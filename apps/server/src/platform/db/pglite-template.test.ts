import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../../../test/test-database';
import { runMigrations } from './migrations';
import { openDatabase } from './open-database';
import { makePgliteTemplate, readPgliteTemplate } from './pglite-template';
import type { Database } from './types';

// A new PGlite folder prepared from the build's copy of an empty cluster instead of initdb (first start).
let scratch: string;
let templateDir: string;

/** What a cluster is made of, as far as the server can tell. */
async function clusterFacts(database: Database) {
  const run = async (text: string) => (await database.sql.executeSql(text)).rows;
  return {
    databases: await run('select datname, encoding, datcollate, datctype from pg_database order by datname'),
    settings: await run(
      "select name, setting from pg_settings where name in ('server_encoding', 'lc_messages', 'TimeZone', 'DateStyle') order by name",
    ),
    catalog: await run('select count(*)::int as relations from pg_class'),
    version: await run('select version()'),
  };
}

describe.skipIf(testDriver === 'postgres')('the PGlite data folder template', () => {
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-pglite-template-'));
    templateDir = path.join(scratch, 'template');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('is made once per PGlite version, and another version’s is not used', async () => {
    expect(readPgliteTemplate('empty', '', templateDir)).toBeUndefined();
    expect(await makePgliteTemplate(templateDir)).toBe(true);
    expect(readPgliteTemplate('empty', '', templateDir)?.length).toBeGreaterThan(0);
    expect(await makePgliteTemplate(templateDir)).toBe(false);

    const elsewhere = path.join(scratch, 'older');
    fs.cpSync(templateDir, elsewhere, { recursive: true });
    fs.writeFileSync(path.join(elsewhere, 'pglite-template.json'), JSON.stringify({ pgliteVersion: '0.0.1' }));
    expect(readPgliteTemplate('empty', '', elsewhere)).toBeUndefined();
  }, 180_000);

  it('gives a new folder the cluster initdb gives it, which migrates, keeps its data and reopens', async () => {
    const fromInitdb = await openDatabase({ dataDir: path.join(scratch, 'initdb') });
    const initdbFacts = await clusterFacts(fromInitdb);
    await fromInitdb.close();

    const dataDir = path.join(scratch, 'from-template');
    const fromTemplate = await openDatabase({ dataDir, template: readPgliteTemplate('empty', '', templateDir) });
    expect(await clusterFacts(fromTemplate)).toEqual(initdbFacts);
    await runMigrations(fromTemplate);
    await fromTemplate.sql.executeSql("insert into pmms_weeks (date, rate30) values ('2026-11-19', 6.25)");
    await fromTemplate.close();

    // Reopened as the server opens it after the preparing process; the template is not used again.
    const reopened = await openDatabase({ dataDir, template: readPgliteTemplate('empty', '', templateDir) });
    expect((await reopened.sql.executeSql('select rate30 from pmms_weeks')).rows).toEqual([{ rate30: 6.25 }]);
    await reopened.close();
  }, 180_000);
});
