import { balanceAfter, rateForMonth, toAddressKey, wholeMonthsBetween } from '@roost/domain';
import { readPmmsHistory } from './testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInAs } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';

let testApp: TestApp;
interface HomeRow extends Record<string, unknown> {
  address_key: string;
  street_number: string;
  street_name: string;
  city: string;
  latitude: number;
  longitude: number;
  original_loan_amount: number;
  loan_date: string;
  loan_term_months: number;
}
let home: HomeRow;

beforeAll(async () => {
  testApp = await createTestApp();
  const rows = await queryRows<HomeRow>(
    testApp.database,
    "select address_key, street_number, street_name, city, latitude, longitude, original_loan_amount, loan_date::text, loan_term_months from homes where county = 'Placer' order by id limit 1",
  );
  home = rows[0]!;
});
afterAll(() => testApp.close());

const get = (url: string) => testApp.app.inject({ method: 'GET', url });

describe('address autocomplete', () => {
  it('finds a home by the start of its address, with its key, Google-style', async () => {
    const response = await get(
      `/api/integrations/integrations/address/autocomplete?term=${encodeURIComponent(`${home.street_number} ${home.street_name.split(' ')[0]}`)}&token=abc`,
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('OK');
    expect(body.predictions.map((prediction: { addressId: string }) => prediction.addressId)).toContain(
      home.address_key,
    );
    expect(body.predictions[0].description).toMatch(/, CA \d{5}, USA$/);
  });

  it('puts the home nearest the searcher first', async () => {
    const response = await get(
      `/api/integrations/integrations/address/autocomplete?term=${encodeURIComponent(home.street_name)}&lat=${home.latitude}&long=${home.longitude}`,
    );
    const { predictions } = response.json();
    expect(predictions[0].addressId).toContain(home.street_name.split(' ')[0]);
  });

  it('says so when nothing matches, and refuses too-short or absurd input', async () => {
    expect((await get('/api/integrations/integrations/address/autocomplete?term=qqqqzzzz%20xxxyyy')).json()).toEqual({
      status: 'ZERO_RESULTS',
      predictions: [],
    });
    expect((await get('/api/integrations/integrations/address/autocomplete?term=ab')).statusCode).toBe(400);
    const absurd = await get('/api/integrations/integrations/address/autocomplete?term=main&lat=500&long=x');
    expect(absurd.statusCode).toBe(400);
    expect(absurd.json()).toEqual({
      code: 'INVALID_INPUT',
      errorMessage: 'Lat must be at most 90',
      fields: { lat: 'Lat must be at most 90', long: 'Long must be a number' },
    });
  });
});

describe('property record', () => {
  const calculateUrl = () =>
    `/api/integrations/property/calculate/?address=${encodeURIComponent(`${home.street_number} ${home.street_name}`)}&city=${encodeURIComponent(home.city)}&state=CA`;

  it('values the home with a range and amortises its loan at the origination month PMMS rate', async () => {
    const response = await get(calculateUrl());
    expect(response.statusCode).toBe(200);
    const record = response.json();
    expect(record).toMatchObject({
      id: home.address_key,
      stateCode: 'CA',
      source: 'sample',
      loanAmount: home.original_loan_amount,
    });
    expect(record.estimateLow).toBeLessThanOrEqual(record.estimate);
    expect(record.estimateHigh).toBeGreaterThanOrEqual(record.estimate);
    expect(record.rentEstimate).toBeGreaterThan(0);

    const term = home.loan_term_months <= 180 ? 15 : 30;
    const rate = rateForMonth(readPmmsHistory(), home.loan_date.slice(0, 7), term)!.ratePercent;
    expect(record.loanRatePercent).toBe(rate);
    const today = new Date().toISOString().slice(0, 10);
    const paid = Math.min(
      home.loan_term_months,
      Math.max(0, wholeMonthsBetween(`${home.loan_date.slice(0, 7)}-01`, today) - 1),
    );
    expect(record.loanBalance).toBeCloseTo(
      balanceAfter(home.original_loan_amount, rate, home.loan_term_months, paid),
      2,
    );
  });

  it('caches the record under the address key, and answers null for an address never computed', async () => {
    await get(calculateUrl());
    const cached = await get(`/api/home/address/${home.address_key}`);
    expect(cached.json().id).toBe(home.address_key);
    const unknown = await get(
      `/api/home/address/${toAddressKey({ street: '1 Nowhere Rd', city: 'Auburn', state: 'CA' })}`,
    );
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toBeNull();
  });

  it('asked again with the same figures, answers the saved record without writing it again', async () => {
    const version = async () =>
      (
        await queryRows<{ version: string; estimate: number }>(
          testApp.database,
          'select xmin::text as version, estimate from address_records where id = $1',
          [home.address_key],
        )
      )[0]!;
    const first = (await get(calculateUrl())).json();
    const saved = await version();
    const again = await get(calculateUrl());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first);
    expect(await version()).toEqual(saved);

    // Changed behind its back (an admin, another process), the record is saved again with the figures.
    await testApp.database.sql.executeSql('update address_records set estimate = 1 where id = $1', [home.address_key]);
    expect((await get(calculateUrl())).json()).toEqual(first);
    expect((await version()).estimate).toBe(first.estimate);
  });

  it('recomputes through POST {home}/address', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/home/address',
      payload: { id: home.address_key },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().estimate).toBeGreaterThan(0);
  });

  it('gives a clear message for unknown addresses, garbage keys and bad states', async () => {
    const unknown = await get(
      '/api/integrations/property/calculate/proxy/?address=1%20Nowhere%20Rd&city=Auburn&state=CA',
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Error fetching address information. Please try a new address.');
    expect((await get('/api/home/address/..%2F..%2Fetc')).statusCode).toBe(400);
    expect(
      (await get('/api/integrations/property/calculate/?address=1%20Main&city=Auburn&state=California')).statusCode,
    ).toBe(400);
    expect((await get('/api/integrations/property/calculate/?city=Auburn&state=CA')).statusCode).toBe(400);
  });

  it('takes address keys of any allowed length, and answers over-long or broken links in its own words', async () => {
    const longKey = `${'1-'.repeat(70)}auburn-ca`;
    expect(longKey.length).toBeGreaterThan(100);
    const long = await get(`/api/home/address/${longKey}`);
    expect(long.statusCode).toBe(200);
    expect(long.json()).toBeNull();
    const tooLong = await get(`/api/home/address/${'a'.repeat(600)}`);
    expect(tooLong.statusCode).toBe(414);
    expect(tooLong.json()).toEqual({ code: 'LINK_TOO_LONG', errorMessage: 'This link is too long.' });
    const broken = await get('/api/home/address/%E0%A4%A');
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ code: 'LINK_NOT_VALID', errorMessage: 'This link is not valid.' });
  });
});

describe('address settings', () => {
  it("saves the signed-in person's settings for an address and refuses values out of range", async () => {
    const { cookie } = await signedInAs(testApp, ['user'], { email: 'settings@example.com' });
    const headers = { cookie, origin: 'http://localhost:3000' };
    // The address is looked up first (its record exists) and the person already entered a balance.
    await testApp.app.inject({ method: 'POST', url: `/api/home/address`, payload: { id: home.address_key } });
    const own = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/user/address',
      headers,
      payload: { addressId: home.address_key, loanBalance: 123_456 },
    });
    expect(own.statusCode).toBe(201);
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/home/address/settings',
      headers,
      payload: { addressId: home.address_key, propertyIncrease: 5, propertyIncreaseActive: true },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      id: own.json().id,
      addressId: home.address_key,
      loanBalance: 123_456,
      // Not sent: off, as every notification default (spec: defaults 0 and off).
      removeMortgageInsurance: false,
      propertyIncrease: 5,
      propertyIncreaseActive: true,
    });
    // One store: the person's addresses show the settings.
    const userId = own.json().userId as string;
    const list = await testApp.app.inject({ method: 'GET', url: `/api/user/user/${userId}/address`, headers });
    expect(list.json()).toEqual([expect.objectContaining({ propertyIncrease: 5, loanBalance: 123_456 })]);
    const unknown = await testApp.app.inject({
      method: 'POST',
      url: '/api/home/address/settings',
      headers,
      payload: { addressId: '1-Nowhere-Rd-Auburn-CA' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errorMessage).toBe('Look the address up first: we have no record of it yet');
    const bad = await testApp.app.inject({
      method: 'POST',
      url: '/api/home/address/settings',
      headers,
      payload: { addressId: home.address_key, propertyCash: -5 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.propertyCash).toBe('Property cash must not be negative');
  });
});

describe("today's rates", () => {
  it('reports the latest PMMS week, rounded to 1/8 for the rate slider, with the credit', async () => {
    const response = await get('/api/home/rates');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // `source` names where the rates come from (a rate sheet or the survey); the credit is its own field.
    expect(body.source).toBe('Freddie Mac PMMS');
    expect(body.credit).toBe('Source: Freddie Mac PMMS');
    expect(body.rate30).toMatchObject({
      ratePercent: 6.36,
      roundedToEighth: 6.375,
      date: '2026-05-14',
      basis: 'survey',
    });
    expect(body.rate15.basis).toBe('derived-from-30-year');
    expect(body.rate15.ratePercent).toBeLessThan(body.rate30.ratePercent);
  });
});

describe('core address record', () => {
  it('is for signed-in users and is computed by the server', async () => {
    const anonymous = await get(`/api/core/address/${home.address_key}`);
    expect(anonymous.statusCode).toBe(401);
    const { cookie } = await signedInAs(testApp, ['user', 'loanofficer'], { email: 'lo@example.com' });
    const headers = { cookie, origin: 'http://localhost:3000' };
    const saved = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/address',
      headers,
      payload: { id: home.address_key, estimate: 1 },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().estimate).toBeGreaterThan(1000);
    const read = await testApp.app.inject({ method: 'GET', url: `/api/core/address/${home.address_key}`, headers });
    expect(read.json()).toEqual(saved.json());
  });
});
