import { balanceAfter, monthlyPayment } from './amortization';
import { requireAmount, requireRatePercent, requireWholeMonths } from './inputs';
import { roundToEighth } from './rounding';

/**
 * The agency adjustable-rate product of today, the 5/6 SOFR ARM (Fannie Mae notice 2020-04-01):
 * fixed for 60 months, then a new rate every 6 months, each time re-amortising what is left over
 * what remains of the term, so the loan still ends on its original date.
 */
export const ARM_5_6 = {
  initialFixedMonths: 60,
  resetEveryMonths: 6,
  /** Caps 2/1/5: the most the rate can move at the first reset, at each later one, and over the life of the loan. */
  initialAdjustmentCapPercent: 2,
  periodicAdjustmentCapPercent: 1,
  lifetimeCapPercent: 5,
} as const;

export type ArmLoan = {
  principal: number;
  initialRatePercent: number;
  termMonths: number;
  /** Added to the index; also the rate's floor. */
  marginPercent: number;
  /** The 30-day average SOFR at the reset, assumed unchanged (nobody knows its future). */
  indexPercent: number;
};

export type ArmReset = {
  /** Payment number of the first payment at the new rate. */
  month: number;
  ratePercent: number;
  /** Unrounded; round for display. */
  payment: number;
};

export type ArmPayments = {
  initialPayment: number;
  /** What is owed when the fixed period ends, unrounded. */
  balanceAtFirstReset: number;
  /** Index + margin rounded to the nearest eighth, before caps and floor. */
  fullyIndexedRatePercent: number;
  floorRatePercent: number;
  lifetimeMaximumRatePercent: number;
  /** At the first reset if the index stays where it is today. */
  firstReset: ArmReset;
  /** At the first reset if rates rise as far as the caps allow. */
  worstCaseFirstReset: ArmReset;
  /** The first payment at the lifetime cap if the rate rises as fast as the caps allow. */
  worstCaseMaximum: ArmReset;
};

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

export function armPayments(loan: ArmLoan): ArmPayments {
  const { principal, initialRatePercent, termMonths, marginPercent, indexPercent } = loan;
  requireAmount('principal', principal);
  requireRatePercent('initialRatePercent', initialRatePercent);
  requireRatePercent('marginPercent', marginPercent);
  requireRatePercent('indexPercent', indexPercent);
  requireWholeMonths('termMonths', termMonths, ARM_5_6.initialFixedMonths + 1);

  const fixed = ARM_5_6.initialFixedMonths;
  const remainingAtReset = termMonths - fixed;
  const balanceAtFirstReset = balanceAfter(principal, initialRatePercent, termMonths, fixed);
  const fullyIndexedRatePercent = roundToEighth(indexPercent + marginPercent);
  const floorRatePercent = marginPercent;
  const lifetimeMaximumRatePercent = initialRatePercent + ARM_5_6.lifetimeCapPercent;
  const initialCap = ARM_5_6.initialAdjustmentCapPercent;

  // The floor and lifetime cap bound the rate; the first-change cap then bounds the step from the
  // start rate in either direction, which is what the note's wording applies last.
  const firstResetRate = clamp(
    clamp(fullyIndexedRatePercent, floorRatePercent, lifetimeMaximumRatePercent),
    initialRatePercent - initialCap,
    initialRatePercent + initialCap,
  );
  const worstFirstRate = Math.min(initialRatePercent + initialCap, lifetimeMaximumRatePercent);
  const resetAt = (ratePercent: number): ArmReset => ({
    month: fixed + 1,
    ratePercent,
    payment: monthlyPayment(balanceAtFirstReset, ratePercent, remainingAtReset),
  });

  // Walk the worst path: +2 at the first reset, +1 every six months after, until the lifetime cap.
  let worst = resetAt(worstFirstRate);
  let balance = balanceAtFirstReset;
  let remaining = remainingAtReset;
  while (worst.ratePercent < lifetimeMaximumRatePercent && remaining > ARM_5_6.resetEveryMonths) {
    balance = balanceAfter(balance, worst.ratePercent, remaining, ARM_5_6.resetEveryMonths);
    remaining -= ARM_5_6.resetEveryMonths;
    const ratePercent = Math.min(worst.ratePercent + ARM_5_6.periodicAdjustmentCapPercent, lifetimeMaximumRatePercent);
    worst = {
      month: worst.month + ARM_5_6.resetEveryMonths,
      ratePercent,
      payment: monthlyPayment(balance, ratePercent, remaining),
    };
  }

  return {
    initialPayment: monthlyPayment(principal, initialRatePercent, termMonths),
    balanceAtFirstReset,
    fullyIndexedRatePercent,
    floorRatePercent,
    lifetimeMaximumRatePercent,
    firstReset: resetAt(firstResetRate),
    worstCaseFirstReset: resetAt(worstFirstRate),
    worstCaseMaximum: worst,
  };
}
