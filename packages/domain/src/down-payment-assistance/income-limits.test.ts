import { describe, expect, it } from 'vitest';
import { countyFipsCodes } from './counties';
import { INCOME_LIMITS } from './income-limits';

describe('INCOME_LIMITS', () => {
  it('has both programs for each of the 13 counties', () => {
    expect(Object.keys(INCOME_LIMITS).sort()).toEqual([...countyFipsCodes].sort());
    expect(countyFipsCodes).toHaveLength(13);
  });

  it.each([
    // [county, Dream For All, basis, MyHome estimate = 150/120 of it rounded down to $1,000]
    ['06061', 191_000, 'reported', 238_000], // Placer: 238,750
    ['06067', 191_000, 'reported', 238_000],
    ['06017', 191_000, 'reported', 238_000],
    ['06113', 215_000, 'reported', 268_000], // Yolo: 268,750
    ['06077', 165_000, 'reported', 206_000], // San Joaquin: 206,250
    ['06095', 197_000, 'reported', 246_000], // Solano: 246,250
    ['06055', 197_000, 'estimate', 246_000], // Napa, from Solano
    ['06001', 253_000, 'estimate', 316_000], // Alameda: 316,250
    ['06085', 253_000, 'estimate', 316_000],
    ['06019', 153_000, 'estimate', 191_000], // Fresno: 191,250
    ['06045', 153_000, 'estimate', 191_000],
  ] as const)('%s: Dream For All $%s (%s), MyHome estimated at $%s', (fips, dreamForAll, basis, myHome) => {
    expect(INCOME_LIMITS[fips].dreamForAll).toMatchObject({ amount: dreamForAll, basis });
    expect(INCOME_LIMITS[fips].myHome).toMatchObject({ amount: myHome, basis: 'estimate' });
  });

  it('every estimate says how it was derived and that it is not the official table', () => {
    for (const limits of Object.values(INCOME_LIMITS)) {
      if (limits.dreamForAll.basis === 'estimate')
        expect(limits.dreamForAll.derivation).toMatch(/not CalHFA's county table/);
      expect(limits.myHome.derivation).toMatch(/^an estimate/);
    }
  });
});
