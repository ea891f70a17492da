import { describe, expect, it } from 'vitest';
import { creditAppliedCents, creditExpiry, formatCentsAsDollars, unsentRecordsCreditCents } from './credits';

describe('unsentRecordsCreditCents', () => {
  it.each([
    [
      { priceCents: 100, totalContacts: 20, totalSent: 5 },
      { unsent: 15, creditCents: 75 },
    ],
    [
      { priceCents: 100, totalContacts: 20, totalSent: 0 },
      { unsent: 20, creditCents: 100 },
    ],
    [
      { priceCents: 100, totalContacts: 20, totalSent: 20 },
      { unsent: 0, creditCents: 0 },
    ],
    [
      { priceCents: 100, totalContacts: 20, totalSent: 25 },
      { unsent: 0, creditCents: 0 },
    ],
    // A price that does not divide evenly: rounded down, never above the price.
    [
      { priceCents: 10, totalContacts: 3, totalSent: 1 },
      { unsent: 2, creditCents: 6 },
    ],
    [
      { priceCents: 0, totalContacts: 3, totalSent: 0 },
      { unsent: 3, creditCents: 0 },
    ],
    [
      { priceCents: 15, totalContacts: 0, totalSent: 0 },
      { unsent: 0, creditCents: 0 },
    ],
  ])('%o -> %o', (input, expected) => {
    expect(unsentRecordsCreditCents(input)).toEqual(expected);
  });
});

describe('creditExpiry', () => {
  it('is 12 calendar months after the grant', () => {
    expect(creditExpiry(new Date('2026-11-29T10:00:00Z')).toISOString()).toBe('2027-11-29T10:00:00.000Z');
    expect(creditExpiry(new Date('2028-02-29T00:00:00Z')).toISOString()).toBe('2029-03-01T00:00:00.000Z');
  });
});

describe('formatCentsAsDollars', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [1234, '$12.34'],
    [123456789, '$1,234,567.89'],
    [-75, '-$0.75'],
  ])('%i -> %s', (cents, text) => {
    expect(formatCentsAsDollars(cents)).toBe(text);
  });
});

describe('creditAppliedCents', () => {
  it.each([
    [200, 100, 100], // the card pays the rest
    [200, 500, 200], // covered: no card
    [200, 200, 200],
    [200, 0, 0],
    [200, 180, 150], // the card is left at least 50 cents; 30 cents stay for later
    [40, 30, 0], // below the card minimum anyway: the credit waits for a price it covers or leaves 50 cents of
    [40, 40, 40],
  ])('price %i with %i available applies %i', (price, available, applied) => {
    expect(creditAppliedCents(price, available)).toBe(applied);
  });
});
