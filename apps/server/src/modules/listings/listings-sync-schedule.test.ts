import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '.';
import { resoSyncJob } from './testing';
import {
  readFixture,
  startRecordingServer,
  type RecordedReply,
  type RecordingServer,
} from '../../../test/recording-server';
import { countRows, createTestApp, queryRows, waitFor, type TestApp } from '../../../test/test-database';

// The MLS replies are hand-written in the RESO Web API's documented shape (test/fixtures/reso/README.md).
let mls: RecordingServer;
let testApp: TestApp | undefined;

beforeAll(async () => {
  mls = await startRecordingServer((request): RecordedReply => {
    if (request.path !== '/Property') return { status: 404, raw: '' };
    const name = request.query.get('$skiptoken') === '2' ? 'property-page-2.json' : 'property-page-1.json';
    return { status: 200, raw: readFixture(`reso/${name}`).replaceAll('{{baseUrl}}', mls.baseUrl) };
  });
});
afterAll(async () => {
  await testApp?.close();
  await mls.close();
});

const resoEnv = () => ({
  LISTINGS_PROVIDER: 'reso',
  RESO_BASE_URL: mls.baseUrl,
  RESO_TOKEN: 'test-reso-token',
  RESO_SYNC_MINUTES: '30',
});

type JobRow = { state: string; start_after: string; singleton_key: string | null };
const syncJobs = (app: TestApp) =>
  queryRows<JobRow>(
    app.database,
    `select state, start_after::text, singleton_key from pgboss.job where name = $1 order by created_on`,
    [resoSyncJob.name],
  );

describe('scheduled RESO sync (LISTINGS_PROVIDER=reso)', () => {
  it('syncs when the workers start, then queues the next run RESO_SYNC_MINUTES later, only once', async () => {
    testApp = await createTestApp(resoEnv(), { startWorkers: true });
    const app = testApp;
    // The samples are off while the MLS is the provider.
    expect(await countRows(app.database, 'listings', "active and source = 'sample'")).toBe(0);

    const next = await waitFor(
      async () =>
        (await syncJobs(app)).find(
          (job) => job.state === 'created' && Date.parse(job.start_after) > Date.now() + 60_000,
        ),
      { what: 'the next scheduled sync' },
    );
    expect(await countRows(app.database, 'listings', "active and source = 'reso'")).toBe(3);
    expect(mls.requests.filter((request) => request.path === '/Property')).toHaveLength(2);
    const minutesAhead = (Date.parse(next.start_after) - Date.now()) / 60_000;
    expect(minutesAhead).toBeGreaterThan(28);
    expect(minutesAhead).toBeLessThanOrEqual(30);
    expect(next.singleton_key).toBe('reso-sync');
    const placer = await searchListings(app.database.db, {
      county: 'Placer',
      maxPrice: 2_000_000,
      sort: 'price-asc',
      page: 1,
      pageSize: 10,
    });
    expect(placer.listings.map((listing) => listing.source)).toEqual(['reso', 'reso']);

    // A second process starting the workers on the same database does not start a second chain.
    await app.runtime.startWorkers();
    const waiting = (await syncJobs(app)).filter((job) => job.state === 'created');
    expect(waiting).toHaveLength(1);
  });

  it('queues nothing with the local listings', async () => {
    const local = await createTestApp({}, { startWorkers: true });
    try {
      expect(await syncJobs(local)).toEqual([]);
    } finally {
      await local.close();
    }
  });
});
