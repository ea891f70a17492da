/** The mortgage on each sample home: the purchase loan, and for some homes a later refinance. */
import { businessDay } from './dates';
import type { LoanType } from './home-csv';
import { conformingLimit, fhaLimit, priceIndex, type CountyProfile } from './market';
import type { Random, Weighted } from './random';
import type { MonthlyRates } from './reference-data';

export interface Loan {
  loanType: LoanType;
  amount: number;
  date: Date;
  termMonths: number;
}

/** Shares among buyers who qualify; tuned so the whole sample has ~8% VA and ~15% FHA loans. */
const vaShareOfEligible = 0.145;
const fhaShareOfEligible = 0.47;
/** Share of the homes that could have refinanced (bought before the low-rate years) that did. */
const refinanceShareOfEligible = 0.34;

const fhaUpfrontPremium = 0.0175;
const vaFundingFee = 0.0215;
const vaStreamlineFundingFee = 0.005;

const conventionalDown: Weighted<number> = [
  [0.03, 8],
  [0.05, 17],
  [0.1, 20],
  [0.2, 55],
];
const jumboDown: Weighted<number> = [
  [0.2, 6],
  [0.25, 2],
  [0.3, 2],
];

function conventionalTerm(random: Random): number {
  return random.chance(0.1) ? 180 : 360;
}

export function purchaseLoan(random: Random, profile: CountyProfile, price: number, saleDate: Date): Loan {
  const year = saleDate.getUTCFullYear();
  const roll = random.next();
  if (price <= conformingLimit(profile, year) && roll < vaShareOfEligible) {
    return { loanType: 'VA', amount: Math.floor(price * (1 + vaFundingFee)), date: saleDate, termMonths: 360 };
  }
  if (price <= fhaLimit(profile, year) && roll > 1 - fhaShareOfEligible) {
    const baseLoan = price * (1 - 0.035);
    return {
      loanType: 'FHA',
      amount: Math.floor(baseLoan * (1 + fhaUpfrontPremium)),
      date: saleDate,
      termMonths: 360,
    };
  }
  // 3%-down conventional loans (HomeReady, Home Possible) date from 2015; before that 5% was the floor.
  let down = Math.max(random.weighted(conventionalDown), year >= 2015 ? 0.03 : 0.05);
  if (price * (1 - down) > conformingLimit(profile, year)) down = Math.max(down, random.weighted(jumboDown));
  return {
    loanType: 'conventional',
    amount: Math.round(price * (1 - down)),
    date: saleDate,
    termMonths: conventionalTerm(random),
  };
}

function monthKey(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** PMMS average of the month for the loan's term, in percent. */
function noteRate(rates: MonthlyRates, date: Date, termMonths: number): number {
  const rate30 = rates.rate30.get(monthKey(date));
  if (rate30 === undefined) throw new Error(`no PMMS rate for ${monthKey(date)}`);
  return termMonths <= 180 ? (rates.rate15.get(monthKey(date)) ?? rate30 - 0.6) : rate30;
}

/** Balance after `payments` monthly payments (domain brief, section 1). */
export function balanceAfter(principal: number, annualRatePercent: number, termMonths: number, payments: number) {
  const i = annualRatePercent / 100 / 12;
  const growth = (1 + i) ** payments;
  const payment = (principal * i) / (1 - (1 + i) ** -termMonths);
  return principal * growth - (payment * (growth - 1)) / i;
}

interface RefinanceMonth {
  first: Date;
  /** Months since January 1970, to compare with a purchase month cheaply. */
  index: number;
  rate30: number;
}

/** The months of the 2012-2021 low-rate window with their 30-year PMMS rate, computed once per rate table. */
const refinanceWindows = new WeakMap<MonthlyRates, RefinanceMonth[]>();

function refinanceMonths(rates: MonthlyRates): RefinanceMonth[] {
  let months = refinanceWindows.get(rates);
  if (!months) {
    months = [];
    for (let year = 2012; year <= 2021; year++) {
      for (let month = 0; month < 12; month++) {
        const first = new Date(Date.UTC(year, month, 1));
        months.push({ first, index: monthIndex(first), rate30: noteRate(rates, first, 360) });
      }
    }
    refinanceWindows.set(rates, months);
  }
  return months;
}

function monthIndex(date: Date): number {
  return (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
}

/**
 * Owners who bought before or during the low-rate years often refinanced between 2012 and 2021:
 * a rate-and-term refinance of the balance then, at least half a point below the purchase rate,
 * while a fifth or more of the loan was still owed. FHA borrowers with 20% equity by then moved to
 * a conventional loan; VA borrowers used the VA streamline (IRRRL). Returns null when the home
 * keeps its purchase loan.
 */
export function refinance(
  random: Random,
  profile: CountyProfile,
  rates: MonthlyRates,
  price: number,
  purchase: Loan,
): Loan | null {
  const purchaseRate = noteRate(rates, purchase.date, purchase.termMonths);
  const purchaseMonth = monthIndex(purchase.date);
  const paymentsBy = (month: number) => Math.max(month - purchaseMonth - 1, 0);
  const candidates: [RefinanceMonth, number][] = [];
  for (const month of refinanceMonths(rates)) {
    const drop = purchaseRate - month.rate30;
    if (month.index - purchaseMonth < 6 || drop < 0.5) continue;
    if (paymentsBy(month.index) >= purchase.termMonths * 0.8) continue;
    candidates.push([month, drop]);
  }
  // Draw the same numbers whether or not a month qualifies, so one home never shifts the next.
  const refinances = random.chance(refinanceShareOfEligible);
  const month = random.weighted<RefinanceMonth | null>(candidates.length > 0 ? candidates : [[null, 1]]);
  const day = random.integer(0, 27);
  const termRoll = random.next();
  if (!refinances || month === null) return null;

  const date = businessDay(new Date(month.first.getTime() + day * 86_400_000));
  const balance = balanceAfter(purchase.amount, purchaseRate, purchase.termMonths, paymentsBy(month.index));
  const valueThen = (price * priceIndex(profile.region, date)) / priceIndex(profile.region, purchase.date);
  if (purchase.loanType === 'VA') {
    return { loanType: 'VA', amount: Math.round(balance * (1 + vaStreamlineFundingFee)), date, termMonths: 360 };
  }
  if (purchase.loanType === 'FHA' && balance > valueThen * 0.8) {
    return { loanType: 'FHA', amount: Math.round(balance), date, termMonths: 360 };
  }
  return {
    loanType: 'conventional',
    amount: Math.round(balance / 100) * 100,
    date,
    termMonths: termRoll < 0.3 ? 180 : 360,
  };
}
