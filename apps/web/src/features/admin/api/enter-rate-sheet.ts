import { rateSheetSchema, type RateSheet, type RateSheetEntry } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { todayRatesQuery } from '../../../lib/today-rates';
import { rateSheetsQuery } from './list-rate-sheets';

/** POST {home}/rates/sheet: an admin enters the lender's current rates and their date. */
export async function enterRateSheet(entry: RateSheetEntry): Promise<RateSheet> {
  return rateSheetSchema.parse(await apiRequest('home', '/rates/sheet', { method: 'POST', body: entry }));
}

/** Entering a sheet may change the rates every page shows: both lists are fetched again. */
export function useEnterRateSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enterRateSheet,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: rateSheetsQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: todayRatesQuery.queryKey }),
      ]),
  });
}
