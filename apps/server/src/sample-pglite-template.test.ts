import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../test/test-database';
import { migrationState } from './platform/db/migrations';
import { openDatabase } from './platform/db/open-database';
import { makePgliteTemplate } from './platform/db/pglite-template';
import { makeSamplePgliteTemplate, readSamplePgliteTemplate } from './runtime';

// The build's migrated and loaded PGlite cluster: a new folder on the default data starts from it (first start).
let scratch: string;
let templateDir: string;

describe.skipIf(testDriver === 'postgres')('the sample-data PGlite template', () => {
  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'roost-sample-template-'));
    templateDir = path.join(scratch, 'template');
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('holds every migration, the whole sample datasets and the job queue, and is made once for them', async () => {
    await makePgliteTemplate(templateDir);
    expect(readSamplePgliteTemplate(templateDir)).toBeUndefined();
    expect(await makeSamplePgliteTemplate(templateDir)).toBe(true);
    expect(await makeSamplePgliteTemplate(templateDir)).toBe(false);

    const dataDir = path.join(scratch, 'new-folder');
    const database = await openDatabase({ dataDir, template: readSamplePgliteTemplate(templateDir) });
    try {
      expect((await migrationState(database)).upToDate).toBe(true);
      const [counts] = (
        await database.sql.executeSql(
          'select (select count(*)::int from homes) as homes, (select count(*)::int from listings) as listings',
        )
      ).rows;
      expect(counts).toEqual({ homes: expect.any(Number), listings: expect.any(Number) });
      expect(counts!.homes).toBeGreaterThan(50_000);
      expect(counts!.listings).toBeGreaterThan(100);
      // The job queue's schema and queues, and the planner's statistics, come with it (no work at first start).
      const [ready] = (
        await database.sql.executeSql(
          "select (select count(*)::int from pgboss.queue) as queues, (select count(*)::int from pg_stats where tablename = 'homes') as homes_statistics",
        )
      ).rows as { queues: number; homes_statistics: number }[];
      expect(ready!.queues).toBeGreaterThan(0);
      expect(ready!.homes_statistics).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 600_000);

  it('is not used once the migrations or the datasets differ from what it was made with', () => {
    const info = path.join(templateDir, 'pglite-sample-template.json');
    const made = JSON.parse(fs.readFileSync(info, 'utf8')) as { key: string };
    fs.writeFileSync(info, JSON.stringify({ ...made, key: `${made.key.slice(1)}0` }));
    expect(readSamplePgliteTemplate(templateDir)).toBeUndefined();
  });
});
