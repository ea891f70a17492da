import { clampToRateSlider, type PaymentTerm } from '@roost/domain';
import type { TodayRates } from '../../../lib/today-rates';

/** The survey publishes no ARM rate: the 5-year ARM starts this far below the 30-year average, as an illustration. */
export const ARM_DISCOUNT_PERCENT = 0.5;

/** Where the rate slider starts for a term: today's average for it, on an eighth, within the slider. */
export function todayRateForTerm(rates: TodayRates, term: PaymentTerm): number {
  if (term === 15) return clampToRateSlider(rates.rate15.roundedToEighth);
  if (term === 30) return clampToRateSlider(rates.rate30.roundedToEighth);
  return clampToRateSlider(rates.rate30.roundedToEighth - ARM_DISCOUNT_PERCENT);
}
