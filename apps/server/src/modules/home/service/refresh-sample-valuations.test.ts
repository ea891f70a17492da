import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, queryRows, useTestDatabase, type TestApp } from '../../../../test/test-database';
import { buildSampleMarket } from './market';
import { refreshSampleValuations } from './refresh-sample-valuations';

/**
 * Records cached before the valuation model changed: a restarted server values the sample ones again,
 * so a homeowner never keeps seeing an old estimate; other providers' records are left as they were.
 */
const fileDatabase = useTestDatabase();
let t: TestApp;
let recentKey: string;
let olderKey: string;
const rentcastKey = '1-Provider-Way-Roseville-CA';

interface StoredFigures extends Record<string, unknown> {
  estimate: number;
  estimate_low: number;
  estimate_high: number;
  rent_estimate: number;
  loan_balance: number;
  created_date: Date | string;
}

const sql = <T extends Record<string, unknown>>(text: string, values?: unknown[]) =>
  queryRows<T>(fileDatabase.database, text, values);
const stored = async (id: string) =>
  (
    await sql<StoredFigures>(
      'select estimate, estimate_low, estimate_high, rent_estimate, loan_balance, created_date from address_records where id = $1',
      [id],
    )
  )[0]!;
const lookUp = async (id: string) => {
  const response = await t.app.inject({ method: 'POST', url: '/api/home/address', payload: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { estimate: number; estimateLow: number; estimateHigh: number; rentEstimate: number };
};

beforeAll(async () => {
  t = await createTestApp({}, { database: fileDatabase.database });
  const keyOf = async (where: string) =>
    (await sql<{ address_key: string }>(`select address_key from homes where ${where} order by id limit 1`))[0]!
      .address_key;
  recentKey = await keyOf("last_sale_date >= (select max(last_sale_date) from homes) - interval '6 months'");
  olderKey = await keyOf("last_sale_date < '2020-01-01'");
});
afterAll(() => t?.close());

describe('cached sample records after a model change', () => {
  it('shows the current model on the next start, in place of a figure an older model saved', async () => {
    const current = await lookUp(recentKey);
    const older = await lookUp(olderKey);
    const before = await stored(recentKey);
    // What an earlier model left behind: the estimate 17% under the home's recent sale.
    await sql(
      `update address_records set estimate = 1217000, estimate_low = 1100000, estimate_high = 1300000, rent_estimate = 5110
       where id = $1`,
      [recentKey],
    );
    await sql(
      `insert into address_records (id, address, state_code, estimate, estimate_low, estimate_high, source)
       values ($1, '1 Provider Way, Roseville, CA 95661', 'CA', 777000, 700000, 850000, 'rentcast')`,
      [rentcastKey],
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/home/address/${recentKey}` })).json().estimate).toBe(
      1_217_000,
    );

    await t.close();
    t = await createTestApp({}, { database: fileDatabase.database });

    const shown = (await t.app.inject({ method: 'GET', url: `/api/home/address/${recentKey}` })).json();
    expect(shown).toMatchObject({
      estimate: current.estimate,
      estimateLow: current.estimateLow,
      estimateHigh: current.estimateHigh,
      rentEstimate: current.rentEstimate,
    });
    const after = await stored(recentKey);
    // Only the valuation changes: the balance and when the record was first made stay.
    expect(after.loan_balance).toBe(before.loan_balance);
    expect(new Date(after.created_date).getTime()).toBe(new Date(before.created_date).getTime());
    expect((await t.app.inject({ method: 'GET', url: `/api/home/address/${olderKey}` })).json().estimate).toBe(
      older.estimate,
    );
    expect(await stored(rentcastKey)).toMatchObject({ estimate: 777000, estimate_low: 700000, estimate_high: 850000 });
  });

  it('rewrites nothing when the records already hold the current figures', async () => {
    const market = await buildSampleMarket(fileDatabase.database.db);
    expect(await refreshSampleValuations(fileDatabase.database.db, market)).toBe(0);
    await sql('update address_records set estimate = estimate + 1000 where id in ($1, $2)', [recentKey, olderKey]);
    expect(await refreshSampleValuations(fileDatabase.database.db, market, 1)).toBe(2);
    expect(await refreshSampleValuations(fileDatabase.database.db, market)).toBe(0);
  });
});
