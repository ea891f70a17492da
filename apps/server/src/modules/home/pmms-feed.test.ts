import { PMMS_CREDIT, type PmmsWeek } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import type { JobQueue, NewJob } from '../../platform/jobs/queue';
import { currentRates } from '.';
import { httpPmmsFeed, importPmmsFeed, parsePmmsFeed, pmmsFeedJob, PmmsFeedUnavailableError } from './testing';
import {
  readFixture,
  startRecordingServer,
  type RecordedReply,
  type RecordingServer,
} from '../../../test/recording-server';
import { countRows, createTestApp, queryRows, waitFor, type TestApp } from '../../../test/test-database';

// The feed files are written in Freddie Mac's and FRED's layouts (test/fixtures/pmms/README.md).
const TODAY = '2026-11-24';
/** The feed's address carries a key, as FRED's API does: it must never reach a log or an error. */
const KEY = 'feed-key-not-for-logs';
const csv = (raw: string): RecordedReply => ({ status: 200, raw, contentType: 'text/csv' });
const freddie = () => csv(readFixture('pmms/PMMS_history.csv'));

let feedServer: RecordingServer;
let serve: (path: string) => RecordedReply = () => freddie();
const feedUrl = (path = '/pmms/docs/PMMS_history.csv') => `${feedServer.baseUrl}${path}?api_key=${KEY}`;
const feed = (timeoutMs = 2_000) => httpPmmsFeed({ url: feedUrl(), timeoutMs });

beforeAll(async () => {
  feedServer = await startRecordingServer((request) => serve(request.path));
});
afterAll(() => feedServer.close());

async function refusal(promise: Promise<unknown>): Promise<PmmsFeedUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PmmsFeedUnavailableError);
  expect(String((error as Error).message)).not.toContain(KEY);
  return error as PmmsFeedUnavailableError;
}

describe('PMMS_FEED_URL', () => {
  it('is off by default, and must be an http(s) address when set', () => {
    expect(loadConfig({}).pmmsFeed).toBeUndefined();
    expect(loadConfig({ PMMS_FEED_URL: 'https://www.freddiemac.com/pmms/docs/PMMS_history.csv' }).pmmsFeed).toEqual({
      url: 'https://www.freddiemac.com/pmms/docs/PMMS_history.csv',
      refreshHours: 6,
      timeoutMs: 20_000,
    });
    expect(() => loadConfig({ PMMS_FEED_URL: 'ftp://example.com/pmms.csv' })).toThrow(ConfigError);
    expect(() => loadConfig({ PMMS_FEED_URL: 'https://example.com/a.csv', PMMS_FEED_REFRESH_HOURS: '0' })).toThrow(
      ConfigError,
    );
  });
});

describe('the PMMS feed adapter', () => {
  it("reads Freddie Mac's PMMS_history.csv: M/D/YYYY dates, 30- and 15-year figures, empty cells as missing", async () => {
    serve = () => freddie();
    const weeks = await feed()();
    expect(weeks).toHaveLength(38);
    expect(weeks[0]).toEqual({ date: '1971-04-02', rate30: 7.33, rate15: null });
    expect(weeks.find((week) => week.date === '2024-05-16')).toEqual({
      date: '2024-05-16',
      rate30: 7.02,
      rate15: 6.28,
    });
    expect(weeks.at(-1)).toEqual({ date: '2026-11-19', rate30: 6.06, rate15: 5.32 });
    const request = feedServer.requests.at(-1)!;
    expect(request.method).toBe('GET');
    expect(request.headers.accept).toContain('text/csv');
  });

  it("reads FRED's graph CSV, where a missing figure is '.'", async () => {
    expect(parsePmmsFeed(readFixture('pmms/fredgraph.csv'))).toEqual([
      { date: '2026-10-29', rate30: 6.03, rate15: 5.32 },
      { date: '2026-11-05', rate30: 6.04, rate15: null },
      { date: '2026-11-12', rate30: 6.05, rate15: 5.32 },
      { date: '2026-11-19', rate30: 6.06, rate15: 5.32 },
    ]);
    // FRED's older header (DATE) and a 30-year series alone; a week with no 30-year figure is skipped.
    expect(parsePmmsFeed('DATE,MORTGAGE30US\n2026-11-12,6.05\n2026-11-19,.\n')).toEqual([
      { date: '2026-11-12', rate30: 6.05, rate15: null },
    ]);
  });

  it.each([
    ['an HTTP error', { status: 503, raw: 'Service Unavailable' }, 'HTTP 503'],
    ['a page that is not the file', { status: 200, raw: '<html><body>Sign in</body></html>' }, 'not a PMMS history'],
    [
      'an absurd rate',
      csv('date,pmms30,pmms15\n11/19/2026,63.5,5.32\n'),
      'line 2: a 30-year rate of 63.5% is outside 0-25%',
    ],
    ['a zero rate', csv('date,pmms30,pmms15\n11/19/2026,6.06,0\n'), 'line 2: a 15-year rate of 0% is outside 0-25%'],
    [
      'a rate that is not a number',
      csv('date,pmms30,pmms15\n11/19/2026,6.o6,5.32\n'),
      'line 2: the 30-year rate is not a number',
    ],
    ['a date that is not a date', csv('date,pmms30,pmms15\n11/31/2026,6.06,5.32\n'), 'line 2: the date is not a date'],
    [
      'a week given twice',
      csv('date,pmms30\n11/19/2026,6.06\n2026-11-19,6.07\n'),
      'the week of 2026-11-19 appears twice',
    ],
    ['an empty file', csv('date,pmms30,pmms15\n'), 'the file holds no weeks'],
  ] as const)('refuses %s with a reason that names no address', async (_what, reply, reason) => {
    serve = () => reply;
    expect((await refusal(feed()())).reason).toContain(reason);
  });

  it('gives up on a feed that does not answer in time', async () => {
    serve = () => 'hang';
    expect((await refusal(feed(300)())).reason).toBe('no answer within 300 ms');
  });

  it('says so when the feed cannot be reached at all', async () => {
    const closed = httpPmmsFeed({ url: `http://127.0.0.1:9/PMMS_history.csv?api_key=${KEY}`, timeoutMs: 2_000 });
    expect((await refusal(closed())).reason).toBe('request failed');
  });
});

describe('storing the feed', () => {
  let app: TestApp;
  let shipped: readonly PmmsWeek[];
  const storedWeeks = () =>
    queryRows<{ date: string; rate30: number; rate15: number | null }>(
      app.database,
      'select date::text, rate30, rate15 from pmms_weeks order by date',
    );
  const read = () => importPmmsFeed({ db: app.database.db, shipped, feed: feed() }, TODAY);
  const ratesNow = () => currentRates(app.database.db, shipped, TODAY);

  beforeAll(async () => {
    app = await createTestApp();
    shipped = app.runtime.home.pmms;
  });
  afterAll(() => app.close());

  it('changes nothing when the feed fails: the rates stay the shipped week, not called current', async () => {
    serve = () => ({ status: 500, raw: 'oops' });
    await refusal(read());
    serve = () => csv('date,pmms30,pmms15\n11/19/2026,6.06,52\n');
    await refusal(read());
    expect(await storedWeeks()).toEqual([]);
    expect(await ratesNow()).toMatchObject({
      date: '2026-05-14',
      source: 'Freddie Mac PMMS',
      current: false,
      credit: PMMS_CREDIT,
      rate30: { ratePercent: 6.36, basis: 'survey' },
      rate15: { basis: 'derived-from-30-year', lastSurveyDate: '2024-05-16' },
    });
  });

  it('keeps a stale feed: its newest week is stored, and the rates keep their old date', async () => {
    serve = () => csv('date,pmms30,pmms15\n5/7/2026,6.37,\n5/14/2026,6.36,\n');
    expect(await read()).toEqual({
      weeksRead: 2,
      weeksStored: 1,
      latestWeek: '2026-05-14',
      daysOld: 194,
      current: false,
    });
    expect((await ratesNow()).date).toBe('2026-05-14');
    expect((await ratesNow()).current).toBe(false);
  });

  it('stores the weeks the feed adds, and the rates become current with a surveyed 15-year figure', async () => {
    serve = () => freddie();
    const result = await read();
    // 27 new weeks, two 15-year figures the shipped copy lacks, and the 2026-05-14 week already stored.
    expect(result).toEqual({ weeksRead: 38, weeksStored: 29, latestWeek: '2026-11-19', daysOld: 5, current: true });
    const stored = await storedWeeks();
    expect(stored).toHaveLength(30);
    expect(stored.map((week) => week.date)).not.toContain('1971-04-02');
    expect(stored.find((week) => week.date === '2024-05-23')).toEqual({
      date: '2024-05-23',
      rate30: 6.94,
      rate15: 6.26,
    });
    expect(await ratesNow()).toEqual({
      rate30: { ratePercent: 6.06, roundedToEighth: 6, date: '2026-11-19', basis: 'survey' },
      rate15: { ratePercent: 5.32, roundedToEighth: 5.375, date: '2026-11-19', basis: 'survey' },
      rateArm: null,
      date: '2026-11-19',
      source: 'Freddie Mac PMMS',
      current: true,
      credit: PMMS_CREDIT,
    });
  });

  it('keeps what it stored when a later read fails or brings a week dated after today', async () => {
    const before = await storedWeeks();
    serve = () => 'hang';
    await refusal(importPmmsFeed({ db: app.database.db, shipped, feed: feed(300) }, TODAY));
    serve = () => csv('date,pmms30,pmms15\n11/19/2026,6.06,5.32\n11/26/2026,5.99,5.30\n');
    expect((await refusal(read())).reason).toBe('the week of 2026-11-26 is after today (2026-11-24)');
    expect(await storedWeeks()).toEqual(before);
    expect((await ratesNow()).date).toBe('2026-11-19');
  });
});

describe('the scheduled read', () => {
  type JobRow = { state: string; start_after: string; singleton_key: string | null };
  const feedJobs = (app: TestApp) =>
    queryRows<JobRow>(
      app.database,
      'select state, start_after::text, singleton_key from pgboss.job where name = $1 order by created_on',
      [pmmsFeedJob.name],
    );

  it('reads the feed when the workers start, then queues the next read PMMS_FEED_REFRESH_HOURS later', async () => {
    serve = () => freddie();
    const app = await createTestApp(
      { PMMS_FEED_URL: feedUrl(), PMMS_FEED_REFRESH_HOURS: '12' },
      { startWorkers: true },
    );
    try {
      const next = await waitFor(
        async () =>
          (await feedJobs(app)).find(
            (job) => job.state === 'created' && Date.parse(job.start_after) > Date.now() + 3_600_000,
          ),
        { what: 'the next scheduled read' },
      );
      const hoursAhead = (Date.parse(next.start_after) - Date.now()) / 3_600_000;
      expect(hoursAhead).toBeGreaterThan(11.9);
      expect(hoursAhead).toBeLessThanOrEqual(12);
      expect(next.singleton_key).toBe('pmms-feed');
      const rates = await app.app.inject({ method: 'GET', url: '/api/home/rates' });
      expect(rates.json()).toMatchObject({ date: '2026-11-19', source: 'Freddie Mac PMMS' });
      // A second worker process on the same database does not start a second chain.
      await app.runtime.startWorkers();
      expect((await feedJobs(app)).filter((job) => job.state === 'created')).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it('fetches nothing and queues nothing without PMMS_FEED_URL', async () => {
    const requestsBefore = feedServer.requests.length;
    const app = await createTestApp({}, { startWorkers: true });
    try {
      expect(await feedJobs(app)).toEqual([]);
      expect(await countRows(app.database, 'pmms_weeks')).toBe(0);
      expect(feedServer.requests.length).toBe(requestsBefore);
    } finally {
      await app.close();
    }
  });

  it('logs a failing feed without its address and still queues the next read', async () => {
    const app = await createTestApp();
    const logged: { level: string; details: object; message: string }[] = [];
    const log = (level: string) => (details: object, message: string) => logged.push({ level, details, message });
    const queued: NewJob[] = [];
    const queue = { enqueue: async (_tx: unknown, jobs: NewJob[]) => void queued.push(...jobs) } as unknown as JobQueue;
    try {
      serve = () => ({ status: 502, raw: 'Bad Gateway' });
      const reader = {
        db: app.database.db,
        shipped: app.runtime.home.pmms,
        feed: feed(),
        refreshHours: 6,
        logger: { info: log('info'), warn: log('warn'), error: log('error') },
      };
      await pmmsFeedJob.handle({ reader, queue }, {}, { id: 'test', retryCount: 0 });
      expect(logged).toEqual([
        { level: 'warn', details: { reason: 'HTTP 502' }, message: 'PMMS feed unavailable: stored rates unchanged' },
      ]);
      expect(JSON.stringify(logged)).not.toContain(KEY);
      expect(queued).toEqual([expect.objectContaining({ name: pmmsFeedJob.name, singletonKey: 'pmms-feed' })]);
      expect(await countRows(app.database, 'pmms_weeks')).toBe(0);

      // A feed that stopped publishing is read, and said to be old.
      logged.length = 0;
      serve = () => csv('date,pmms30,pmms15\n5/14/2026,6.36,\n');
      await pmmsFeedJob.handle({ reader, queue }, {}, { id: 'test', retryCount: 0 });
      expect(logged).toEqual([
        expect.objectContaining({
          level: 'warn',
          details: expect.objectContaining({ latestWeek: '2026-05-14' }),
          message: 'PMMS feed read, but its newest week is not current: rates keep their old date',
        }),
      ]);
    } finally {
      await app.close();
    }
  });
});
