import { describe, expect, it } from 'vitest';
import {
  firstPaymentDueDate,
  loanClosingDate,
  loanPaymentDate,
  paymentsDueBy,
  paymentsRemaining,
} from './loan-payments';

describe('loan payments on the calendar', () => {
  it('first falls due on the first of the second month after closing', () => {
    expect(firstPaymentDueDate('2021-06-15')).toBe('2021-08-01');
    expect(firstPaymentDueDate('2021-12-31')).toBe('2022-02-01');
    expect(loanPaymentDate('2021-06-15', 12)).toBe('2022-07-01');
  });

  it.each([
    ['2021-07-31', 0],
    ['2021-08-01', 1],
    ['2026-02-28', 55],
    ['2026-03-01', 56],
    ['2026-03-02', 56],
    ['2060-01-01', 360],
  ])('a 30-year loan closed 2021-06-15 has made its payments due by %s: %s', (today, made) => {
    expect(paymentsDueBy('2021-06-15', 360, today)).toBe(made);
    expect(paymentsRemaining('2021-06-15', 360, today)).toBe(360 - made);
  });

  it('reads a closing date only when it is a real one', () => {
    expect(loanClosingDate('2021-06-15T00:00:00.000Z')).toBe('2021-06-15');
    expect(loanClosingDate('2021-02-30')).toBeUndefined();
    expect(loanClosingDate(null)).toBeUndefined();
    expect(loanClosingDate('')).toBeUndefined();
  });
});
