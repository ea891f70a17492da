import { currentRates, ratesToday } from '../../home';
import type { ModuleServices } from '../../module-descriptor';
import type { RateNow } from './watches';

/** Today's 30-year rate as the dream-rate watch reads it: the rates every page shows (sheet or PMMS). */
export async function rateNowOf(
  services: Pick<ModuleServices, 'database' | 'home'>,
  now: () => Date,
): Promise<RateNow> {
  const rates = await currentRates(services.database.db, services.home.pmms, ratesToday(now()));
  return { ratePercent: rates.rate30.ratePercent, date: rates.date, source: rates.source, current: rates.current };
}
