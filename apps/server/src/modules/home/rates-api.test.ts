import { PMMS_CREDIT, rateSheetsReplySchema } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratesToday } from '.';
import { identityEnv, origin, post, signedInAs, type Person } from '../../../test/identity-helpers';
import { countRows, createTestApp, type TestApp } from '../../../test/test-database';

let testApp: TestApp;
let admin: Person;
let superadmin: Person;
let homeowner: Person;

beforeAll(async () => {
  testApp = await createTestApp(identityEnv);
  admin = await signedInAs(testApp, ['user', 'admin'], { email: 'ada.admin@example.com' });
  superadmin = await signedInAs(testApp, ['superadmin']);
  homeowner = await signedInAs(testApp, ['user']);
});
afterAll(() => testApp.close());

/** A calendar day `days` before the server's today (YYYY-MM-DD). */
function daysAgo(days: number): string {
  const date = new Date(`${ratesToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

const get = (url: string, cookie?: string) =>
  testApp.app.inject({ method: 'GET', url, headers: cookie ? { cookie, origin } : {} });
const enter = (sheet: unknown, person: Person | null = admin) =>
  post(testApp, '/api/home/rates/sheet', sheet, person?.cookie);
const sheet = (overrides: Record<string, unknown> = {}) => ({
  effectiveDate: daysAgo(1),
  rate30: 6.125,
  rate15: 5.5,
  rateArm: 5.875,
  ...overrides,
});

describe('GET {home}/rates', () => {
  it('without a rate sheet or feed: the shipped PMMS week, dated, credited, and not called current', async () => {
    const response = await get('/api/home/rates');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      rate30: { ratePercent: 6.36, roundedToEighth: 6.375, date: '2026-05-14', basis: 'survey' },
      rateArm: null,
      date: '2026-05-14',
      source: 'Freddie Mac PMMS',
      current: false,
      credit: PMMS_CREDIT,
    });
    // The shipped 15-year series ends in May 2024: derived from the 30-year, and said so.
    expect(body.rate15).toMatchObject({ basis: 'derived-from-30-year', lastSurveyDate: '2024-05-16' });
    expect(body.rate15.ratePercent).toBeLessThan(body.rate30.ratePercent);
  });
});

describe('POST {home}/rates/sheet', () => {
  it('is for admins and superadmins only', async () => {
    expect((await enter(sheet(), null)).statusCode).toBe(401);
    const refused = await enter(sheet(), homeowner);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'FORBIDDEN', errorMessage: expect.any(String) });
    expect(await countRows(testApp.database, 'rate_sheets')).toBe(0);
  });

  it('refuses bad figures with a clear message for each field, storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ rate30: 0 }, 'rate30', '30-year fixed rate must be more than 0%'],
      [{ rate15: -2 }, 'rate15', '15-year fixed rate must be more than 0%'],
      [{ rateArm: 25.5 }, 'rateArm', '5-year ARM rate must be at most 25%'],
      [{ rate30: '6.125' }, 'rate30', '30-year fixed rate must be a number, like 6.125'],
      [{ rate15: 'abc' }, 'rate15', '15-year fixed rate must be a number, like 6.125'],
      [{ rateArm: null }, 'rateArm', '5-year ARM rate must be a number, like 6.125'],
      [{ effectiveDate: daysAgo(-1) }, 'effectiveDate', 'Date cannot be in the future'],
      [{ effectiveDate: daysAgo(366) }, 'effectiveDate', 'Date must be within the last 365 days'],
      [{ effectiveDate: '11/20/2026' }, 'effectiveDate', 'Date must be a date, like 2026-11-20'],
      [{ effectiveDate: '2026-02-30' }, 'effectiveDate', 'Date must be a date, like 2026-11-20'],
    ];
    for (const [change, field, message] of cases) {
      const response = await enter(sheet(change));
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json()).toEqual({ code: 'INVALID_INPUT', errorMessage: message, fields: { [field]: message } });
    }
    const missing = await enter({ effectiveDate: daysAgo(0), rate30: 6 });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields).toEqual({
      rate15: '15-year fixed rate must be a number, like 6.125',
      rateArm: '5-year ARM rate must be a number, like 6.125',
    });
    const extra = await enter(sheet({ enteredBy: 'someone else' }));
    expect(extra.statusCode).toBe(400);
    expect(extra.json().fields).toEqual({ enteredBy: 'Unrecognized field: enteredBy' });
    const broken = await post(testApp, '/api/home/rates/sheet', '{"rate30": 6.1', admin.cookie, {
      'content-type': 'application/json',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'INVALID_JSON', errorMessage: expect.any(String) });
    expect(await countRows(testApp.database, 'rate_sheets')).toBe(0);
  });

  it('keeps the PMMS week while a stored sheet is older than it', async () => {
    const older = await enter(sheet({ effectiveDate: '2026-05-13', rate30: 7 }), superadmin);
    expect(older.statusCode).toBe(201);
    expect(older.json()).toMatchObject({ effectiveDate: '2026-05-13', enteredBy: superadmin.email });
    expect((await get('/api/home/rates')).json()).toMatchObject({ source: 'Freddie Mac PMMS', date: '2026-05-14' });
  });

  it('records who entered a sheet, which then gives every page its rates, current and with its ARM rate', async () => {
    const date = daysAgo(1);
    const response = await enter(sheet({ effectiveDate: date }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(String),
      effectiveDate: date,
      rate30: 6.125,
      rate15: 5.5,
      rateArm: 5.875,
      enteredBy: 'ada.admin@example.com',
      createdDate: expect.any(String),
    });
    expect((await get('/api/home/rates')).json()).toEqual({
      rate30: { ratePercent: 6.125, roundedToEighth: 6.125, date, basis: 'rate-sheet' },
      rate15: { ratePercent: 5.5, roundedToEighth: 5.5, date, basis: 'rate-sheet' },
      rateArm: { ratePercent: 5.875, roundedToEighth: 5.875, date, basis: 'rate-sheet' },
      date,
      source: 'rate sheet',
      current: true,
      credit: null,
    });
    // Search by Payment prices its options at the same rates.
    const options = await get('/api/home/homes/options?payment=3300');
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject({ rateDate: date, rateSource: 'rate sheet' });
  });
});

describe('GET {home}/rates/sheets', () => {
  it('lists the sheets newest first with the rates in force and the feed, for admins only', async () => {
    expect((await get('/api/home/rates/sheets')).statusCode).toBe(401);
    expect((await get('/api/home/rates/sheets', homeowner.cookie)).statusCode).toBe(403);
    const response = await get('/api/home/rates/sheets', admin.cookie);
    expect(response.statusCode).toBe(200);
    const body = rateSheetsReplySchema.parse(response.json());
    expect(body.sheets.map((entry) => [entry.effectiveDate, entry.enteredBy])).toEqual([
      [daysAgo(1), 'ada.admin@example.com'],
      ['2026-05-13', superadmin.email],
    ]);
    expect(body.current).toMatchObject({ source: 'rate sheet', date: daysAgo(1), current: true });
    expect(body.feed).toEqual({
      configured: false,
      latestWeek: null,
      lastReadDate: null,
      shippedThrough: '2026-05-14',
    });
  });
});
