import { describe, expect, it } from 'vitest';
import { countyFipsCodes } from '../down-payment-assistance/counties';
import { COUNTY_COSTS, countyCostsFor, DEFAULT_PROPERTY_TAX_PERCENT } from './county-costs';

describe('county costs', () => {
  it('covers exactly the 13 counties', () => {
    expect(Object.keys(COUNTY_COSTS).sort()).toEqual([...countyFipsCodes].sort());
  });

  it.each(countyFipsCodes)('keeps %s inside the brief: tax 1.1-1.25%%, insurance $120-250 a month', (fips) => {
    const { propertyTax, insurance } = countyCostsFor(fips);
    expect(propertyTax.annualPercent).toBeGreaterThanOrEqual(1.1);
    expect(propertyTax.annualPercent).toBeLessThanOrEqual(1.25);
    expect(insurance.monthly).toBeGreaterThanOrEqual(120);
    expect(insurance.monthly).toBeLessThanOrEqual(250);
    expect(propertyTax.why.length).toBeGreaterThan(20);
    expect(insurance.why.length).toBeGreaterThan(20);
  });

  it('says which tax figures moved from the default', () => {
    for (const fips of countyFipsCodes) {
      const { propertyTax } = countyCostsFor(fips);
      expect(propertyTax.basis === 'brief-default').toBe(propertyTax.annualPercent === DEFAULT_PROPERTY_TAX_PERCENT);
    }
  });

  it('charges the wildfire foothills of Placer and El Dorado more than the valley floor', () => {
    const valley = ['06067', '06113', '06077', '06019'].map((fips) => countyCostsFor(fips).insurance.monthly);
    for (const foothill of ['06061', '06017']) {
      expect(countyCostsFor(foothill).insurance.monthly).toBeGreaterThan(Math.max(...valley));
      expect(countyCostsFor(foothill).insurance.basis).toBe('adjusted');
    }
  });

  it('refuses a county Roost does not serve', () => {
    expect(() => countyCostsFor('06075')).toThrow(RangeError);
  });
});
