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
