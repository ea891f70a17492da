import { clampToRateSlider, type PaymentTerm } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

const todayRateSchema = z.object({
  ratePercent: z.number(),
  roundedToEighth: z.number(),
  date: z.string(),
  /** 'survey', or 'derived-from-30-year' when the week had no 15-year figure. */
  basis: z.string(),
});
export type TodayRate = z.infer<typeof todayRateSchema>;

const todayRatesSchema = z.object({ rate30: todayRateSchema, rate15: todayRateSchema, source: z.string() });
export type TodayRates = z.infer<typeof todayRatesSchema>;

/** GET {home}/rates: the latest Freddie Mac PMMS weekly averages. */
export const todayRatesQuery = queryOptions({
  queryKey: ['home', 'rates'],
  queryFn: async ({ signal }): Promise<TodayRates> =>
    todayRatesSchema.parse(await apiRequest('home', '/rates', { signal })),
  staleTime: 60 * 60_000,
});

export function useTodayRates() {
  return useQuery(todayRatesQuery);
}

/** The survey publishes no ARM rate: the 5-year ARM starts this far below the 30-year average, as an illustration. */
export const ARM_DISCOUNT_PERCENT = 0.5;

/** Today's rate for a term as the tools start it: the average for it, on an eighth, within the rate slider. */
export function todayRateForTerm(rates: TodayRates, term: PaymentTerm): number {
  if (term === 15) return clampToRateSlider(rates.rate15.roundedToEighth);
  if (term === 30) return clampToRateSlider(rates.rate30.roundedToEighth);
  return clampToRateSlider(rates.rate30.roundedToEighth - ARM_DISCOUNT_PERCENT);
}
