import {
  addressFigures,
  LOAN_TO_VALUE_THRESHOLD_PERCENT,
  type AddressFigures,
  type PropertyRecord,
} from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations } from '../../platform/db/migrations';
import { homesDatasetPath, loadHomesWhenEmpty } from './dataset/load-homes';
import { localPropertyData, sampleHomeRecord } from './providers/local-property-data';
import type { PropertyDataProvider } from './providers/property-data';
import { recentSalesInZip } from './repo';
import { comparablesSince } from './service/value-sample-home';
import { buildSampleMarket } from './service/market';
import { pmmsOriginationRate, readPmmsHistory } from './service/pmms';
import { homes } from './tables';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';

/**
 * Every home of the embedded sample dataset (52,000), computed through the local provider as the
 * tool pages receive it, then through the one function every page and the summary strip read their
 * figures from. Each figure is checked against the spec worked out here independently, and the PMI
 * card's rules against each other, so no page can show a home a figure another page contradicts.
 */

const TODAY = '2026-03-02';

let testDatabase: TestDatabase;
let provider: PropertyDataProvider;
const checked: { record: PropertyRecord; figures: AddressFigures }[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase({ empty: true });
  await runMigrations(testDatabase.database);
  const db = testDatabase.database.db;
  await loadHomesWhenEmpty(testDatabase.database, homesDatasetPath);
  const context = { market: await buildSampleMarket(db), originationRate: pmmsOriginationRate(readPmmsHistory()) };
  const started = Date.now();
  // Every home in one read and each ZIP's recent sales once, then each record worked out as the local provider
  // works it out; the provider's own lookup (by address) is checked against these on a spread of homes below.
  const rows = await db.select().from(homes).orderBy(homes.id);
  const since = comparablesSince(context.market);
  const salesByZip = new Map<string, Awaited<ReturnType<typeof recentSalesInZip>>>();
  for (const zip of new Set(rows.map((home) => home.zip))) salesByZip.set(zip, await recentSalesInZip(db, zip, since));
  for (const home of rows) {
    const input = sampleHomeRecord(home, salesByZip.get(home.zip) ?? [], { ...context, today: TODAY });
    const record: PropertyRecord = { ...input, id: 'key', createdDate: `${TODAY}T00:00:00.000Z` };
    checked.push({ record, figures: addressFigures(record, record.loanBalance ?? 0, TODAY) });
  }
  console.log(`${checked.length} sample homes computed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  provider = localPropertyData({ db, ...context, today: () => TODAY });
}, 900_000);
afterAll(() => testDatabase?.destroy());

/** The homes (by property id) for which `wrong` finds something, with what; [] when all agree. */
function disagreements(wrong: (home: (typeof checked)[number]) => string | undefined): string[] {
  const found: string[] = [];
  for (const home of checked) {
    const problem = wrong(home);
    if (problem) found.push(`${home.record.propertyId}: ${problem}`);
  }
  return found.slice(0, 20);
}

describe('every sample home: the figures every tool page shows', () => {
  it('covers the whole dataset', () => {
    expect(checked.length).toBeGreaterThan(50_000);
  });

  it('the local provider looks up by address the very record worked out here', async () => {
    const spread = checked.filter((_, index) => index % 97 === 0);
    const differing: string[] = [];
    for (const { record } of spread) {
      const [street = '', city = '', stateZip = ''] = record.address.split(', ');
      const found = await provider.lookup({ street, city, state: stateZip.split(' ')[0] ?? '' });
      if (JSON.stringify({ ...found, id: 'key', createdDate: record.createdDate }) !== JSON.stringify(record))
        differing.push(record.address);
    }
    expect(spread.length).toBeGreaterThan(500);
    expect(differing).toEqual([]);
  });

  it('value, balance, loan-to-value and cash available follow the spec in whole dollars', () => {
    expect(
      disagreements(({ record, figures }) => {
        // Worked out here from the record alone: the estimate and balance as shown, 80% of the value
        // rounded down (whole-dollar value × 80 is an exact integer), the percent rounded.
        const value = Math.round(record.estimate ?? 0);
        const balance = Math.round(record.loanBalance ?? 0);
        const line = Math.floor((value * LOAN_TO_VALUE_THRESHOLD_PERCENT) / 100);
        const expected = {
          value,
          balance,
          loanToValuePercent: value > 0 ? Math.round((balance * 100) / value) : undefined,
          cashAvailable: Math.max(0, line - balance),
        };
        const shown = {
          value: figures.value,
          balance: figures.balance,
          loanToValuePercent: figures.loanToValuePercent,
          cashAvailable: figures.cashAvailable,
        };
        return JSON.stringify(shown) === JSON.stringify(expected)
          ? undefined
          : `shows ${JSON.stringify(shown)}, the spec gives ${JSON.stringify(expected)}`;
      }),
    ).toEqual([]);
  });

  it('the pages agree: the same figures from the balance in cents or in dollars, and the cash keeps to 80%', () => {
    expect(
      disagreements(({ record, figures }) => {
        // Every page reads useAddressFigures (the strip of PMI/MIP Removal and the Refi Center, the
        // Payment Design Center's cash limit, the Refi Center's equity, the leads): a page handed the
        // balance as shown rather than in cents must see the very same figures.
        const fromShown = addressFigures(record, figures.balance, TODAY);
        if (JSON.stringify(fromShown) !== JSON.stringify(figures)) return 'the figures change with the cents';
        if (figures.cashAvailable > 0 && (figures.balance + figures.cashAvailable) * 100 > figures.value * 80) {
          return 'taking all the cash lends past 80% of the value shown';
        }
        return undefined;
      }),
    ).toEqual([]);
  });

  it("'Congratulations!' at 80% or less as shown, 'Almost there!' with a pay-down only while insurance can be removed", () => {
    expect(
      disagreements(({ figures }) => {
        const percent = figures.loanToValuePercent;
        if (figures.reachedThreshold !== (percent !== undefined && percent <= LOAN_TO_VALUE_THRESHOLD_PERCENT)) {
          return `reachedThreshold ${figures.reachedThreshold} at ${percent}%`;
        }
        const removable = figures.insurance.status === 'in-force' && percent !== undefined && !figures.reachedThreshold;
        if ((figures.toThreshold !== undefined) !== removable) return `pay-down target ${figures.toThreshold}`;
        if (figures.toThreshold !== undefined) {
          const line = Math.floor((figures.value * LOAN_TO_VALUE_THRESHOLD_PERCENT) / 100);
          if (figures.toThreshold !== figures.balance - line || figures.toThreshold <= 0) {
            return `pays down ${figures.toThreshold} to reach ${line}`;
          }
        }
        return undefined;
      }),
    ).toEqual([]);
  });

  it('the PMI/MIP card: no premium once insurance should have ended, none at all for VA or a loan that started at 80% or less', () => {
    expect(
      disagreements(({ record, figures }) => {
        const { insurance, program } = figures;
        const expectedProgram = { VA: 'va', FHA: 'fha', conventional: 'conventional' }[record.loanType ?? ''];
        if (program !== expectedProgram) return `program ${program} for ${record.loanType}`;
        if (program === 'va' && insurance.status !== 'none') return `a VA loan with insurance ${insurance.status}`;
        const startedAt = ((record.loanAmount ?? 0) * 100) / (record.salePrice ?? 1);
        if (program === 'conventional' && startedAt <= LOAN_TO_VALUE_THRESHOLD_PERCENT && insurance.status !== 'none') {
          return `a conventional loan that started at ${startedAt.toFixed(1)}% has insurance ${insurance.status}`;
        }
        if (insurance.status === 'ended' && insurance.endedOn > TODAY) return `ended on ${insurance.endedOn}`;
        if (insurance.status === 'in-force') {
          // Whole dollars; $0 only when under 50 cents (a loan within months of its end), shown as 'Less than $1'.
          const premium = insurance.monthly === 0 ? insurance.estimate.monthly < 0.5 : insurance.monthly > 0;
          if (!(Number.isInteger(insurance.monthly) && premium)) return `a premium of ${insurance.monthly}`;
          if (insurance.endsOn !== undefined && insurance.endsOn <= TODAY) {
            return `a premium beside an end date that passed (${insurance.endsOn})`;
          }
          const { removal } = figures;
          if (removal.program === 'conventional' && removal.dates?.applies && removal.dates.latestEnd.date <= TODAY) {
            return 'a premium although the automatic termination date passed';
          }
        }
        return undefined;
      }),
    ).toEqual([]);
  });

  it('meets both of the bugs this fixed across the dataset: VA loans above 80%, premiums that should have ended', () => {
    const count = (test: (figures: AddressFigures) => boolean) => checked.filter(({ figures }) => test(figures)).length;
    const counts = {
      vaAbove80: count((f) => f.program === 'va' && !f.reachedThreshold && f.value > 0),
      conventionalEnded: count((f) => f.program === 'conventional' && f.insurance.status === 'ended'),
      fhaEnded: count((f) => f.program === 'fha' && f.insurance.status === 'ended'),
      inForceWithTarget: count((f) => f.toThreshold !== undefined),
      cashAvailable: count((f) => f.cashAvailable > 0),
    };
    console.log('sample homes:', counts);
    for (const [name, homes] of Object.entries(counts)) expect(homes, name).toBeGreaterThan(0);
  });
});
