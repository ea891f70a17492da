import { clampToRateSlider, currentRatesSchema, type CurrentRates, type PaymentTerm } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

/**
 * The current rates as the server gives them (GET {home}/rates): the newer of the admin rate sheet and
 * the latest Freddie Mac PMMS week, with their date, source and whether they are current. Pages say
 * "today's" only when `current` is true (see components/rate-as-of.tsx).
 */
export type TodayRates = CurrentRates;
export type TodayRate = CurrentRates['rate30'];

export const todayRatesQuery = queryOptions({
  queryKey: ['home', 'rates'],
  queryFn: async ({ signal }): Promise<TodayRates> =>
    currentRatesSchema.parse(await apiRequest('home', '/rates', { signal })),
  staleTime: 60 * 60_000,
});

export function useTodayRates() {
  return useQuery(todayRatesQuery);
}

/** The survey publishes no ARM rate: without a rate sheet, the 5-year ARM starts this far below the 30-year average, as an illustration. */
export const ARM_DISCOUNT_PERCENT = 0.5;

/** Whether the 5-year ARM rate is the illustration (no rate sheet ARM rate to use). */
export function armRateIsIllustration(rates: TodayRates): boolean {
  return rates.rateArm === null;
}

/** Whether the 15-year rate is derived from the 30-year (the week has no surveyed 15-year figure). */
export function rate15IsDerived(rates: TodayRates): boolean {
  return rates.rate15.basis === 'derived-from-30-year';
}

/** The current rate for a term as the tools start it: on an eighth, within the rate slider. */
export function todayRateForTerm(rates: TodayRates, term: PaymentTerm): number {
  if (term === 15) return clampToRateSlider(rates.rate15.roundedToEighth);
  if (term === 30) return clampToRateSlider(rates.rate30.roundedToEighth);
  if (rates.rateArm) return clampToRateSlider(rates.rateArm.roundedToEighth);
  return clampToRateSlider(rates.rate30.roundedToEighth - ARM_DISCOUNT_PERCENT);
}
