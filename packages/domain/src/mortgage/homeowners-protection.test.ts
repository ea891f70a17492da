import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balanceAfter } from './amortization';
import { homeownersProtectionDates, midpointTerminationPayment } from './homeowners-protection';
import { moneyAmount, ratePercent } from './test-arbitraries';

describe('homeownersProtectionDates', () => {
  it('meets the brief: $475k on a $500k home at 6.5% over 30 years reaches 80% at payment 124, 78% at 135', () => {
    const dates = homeownersProtectionDates({
      originalLoanAmount: 475_000,
      originalValue: 500_000,
      annualRatePercent: 6.5,
      termMonths: 360,
      firstPaymentDate: '2020-08-01',
    });
    expect(dates).toMatchObject({
      applies: true,
      requestCancellation: { payment: 124, date: '2030-11-01', targetBalance: 400_000 },
      automaticTermination: { payment: 135, date: '2031-10-01', targetBalance: 390_000 },
      finalTermination: { payment: 181, date: '2035-08-01' },
      latestEnd: { payment: 135, date: '2031-10-01' },
    });
  });

  it.each([
    // [loan, value, rate, term, request payment, automatic payment, final payment], cross-checked
    // against a month-by-month loop of the brief's formulas.
    [475_000, 500_000, 6.5, 360, 124, 135, 181],
    [485_000, 500_000, 3, 360, 92, 101, 181],
    [450_000, 500_000, 7, 360, 101, 115, 181],
    [475_000, 500_000, 5, 180, 39, 44, 91],
    [415_000, 500_000, 0, 360, 14, 22, 181],
  ])(
    '$%s on $%s at %s percent over %s months: request %s, automatic %s, final %s',
    (loan, value, rate, term, request, automatic, final) => {
      const dates = homeownersProtectionDates({
        originalLoanAmount: loan,
        originalValue: value,
        annualRatePercent: rate,
        termMonths: term,
        firstPaymentDate: '2024-01-01',
      });
      expect(
        dates.applies && [
          dates.requestCancellation.payment,
          dates.automaticTermination.payment,
          dates.finalTermination.payment,
        ],
      ).toEqual([request, automatic, final]);
    },
  );

  it('lets the midpoint end PMI first when the automatic date comes later (a high rate, a thin down payment)', () => {
    const dates = homeownersProtectionDates({
      originalLoanAmount: 485_000,
      originalValue: 500_000,
      annualRatePercent: 12,
      termMonths: 360,
      firstPaymentDate: '2024-01-01',
    });
    expect(dates.applies && dates.automaticTermination.payment).toBeGreaterThan(181);
    expect(dates.applies && dates.latestEnd.payment).toBe(181);
  });

  it.each([
    ['a loan at 80%', 400_000, 500_000],
    ['a loan below 80%', 300_000, 500_000],
    ['no original value', 300_000, 0],
  ])('does not apply to %s', (_label, loan, value) => {
    const dates = homeownersProtectionDates({
      originalLoanAmount: loan,
      originalValue: value,
      annualRatePercent: 6.5,
      termMonths: 360,
      firstPaymentDate: '2024-01-01',
    });
    expect(dates.applies).toBe(false);
  });

  it('the milestones are the first scheduled balances at 80% and 78%, in order', () => {
    const hpaLoan = fc
      .record({
        value: moneyAmount(100_000, 2_000_000),
        loanToValue: fc.double({ min: 80.5, max: 97, noNaN: true }),
        ratePercent,
        termMonths: fc.constantFrom(120, 180, 240, 300, 360),
      })
      .map(({ value, loanToValue, ratePercent, termMonths }) => ({
        originalValue: value,
        originalLoanAmount: Math.round(value * loanToValue) / 100,
        annualRatePercent: ratePercent,
        termMonths,
        firstPaymentDate: '2024-03-01',
      }));
    fc.assert(
      fc.property(hpaLoan, (loan) => {
        const dates = homeownersProtectionDates(loan);
        if (!dates.applies) return;
        const { requestCancellation: request, automaticTermination: automatic } = dates;
        expect(request.payment).toBeGreaterThanOrEqual(1);
        expect(request.payment).toBeLessThanOrEqual(automatic.payment);
        expect(dates.latestEnd.payment).toBe(Math.min(automatic.payment, midpointTerminationPayment(loan.termMonths)));
        for (const milestone of [request, automatic]) {
          const before = balanceAfter(
            loan.originalLoanAmount,
            loan.annualRatePercent,
            loan.termMonths,
            milestone.payment - 1,
          );
          expect(milestone.scheduledBalance).toBeLessThanOrEqual(milestone.targetBalance + 0.005);
          expect(before).toBeGreaterThan(milestone.targetBalance);
        }
      }),
    );
  });
});

describe('midpointTerminationPayment', () => {
  it.each([
    [360, 181],
    [180, 91],
    [359, 180],
  ])('for %s months is payment %s', (term, payment) => {
    expect(midpointTerminationPayment(term)).toBe(payment);
  });
});
