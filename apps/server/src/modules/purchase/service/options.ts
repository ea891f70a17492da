import { DEFAULT_COUNTY, norcalCounties, purchaseOptions, type OptionsReply } from '@roost/domain';
import { BoundedCache } from '../../../platform/cache/bounded-cache';
import { AppError } from '../../../errors';
import { currentRates, ratesToday } from '../../home';
import { countListingsAtOrBelow } from '../../listings';
import { findCachedOptions, storeCachedOptions } from '../repo';
import type { PurchaseDeps } from './deps';

const DAY_MS = 24 * 60 * 60 * 1000;

export const UNKNOWN_COUNTY = 'Choose one of the counties we cover, like Placer or Sacramento.';

/** The calendar day where the lender works (the 13 counties are all in California): the same day the rates use. */
export const businessDay = (now: Date): string => ratesToday(now);

const countiesByName = new Map(norcalCounties.map((county) => [county.name.toLowerCase(), county]));

export function countyNamed(name: string) {
  const county = countiesByName.get(name.trim().toLowerCase());
  if (!county) throw new AppError('UNKNOWN_COUNTY', UNKNOWN_COUNTY, { county: UNKNOWN_COUNTY });
  return county;
}

/** Spec: `{date}-options-{payment}`; another county than the default adds its name. */
export function optionsCacheKey(day: string, payment: number, county: string): string {
  const base = `${day}-options-${payment}`;
  return county === DEFAULT_COUNTY ? base : `${base}-${county.replaceAll(' ', '_')}`;
}

/**
 * A stored answer never changes (the first of the day wins), so the ones asked for are also cached in this
 * process: a day's worth of payments and counties, per runtime (tests start several in one process).
 */
const cachedOptions = new WeakMap<PurchaseDeps, BoundedCache<OptionsReply>>();

function cachedFor(deps: PurchaseDeps) {
  let memory = cachedOptions.get(deps);
  if (!memory) {
    memory = new BoundedCache({ capacity: 1_000, maxAgeMs: DAY_MS });
    cachedOptions.set(deps, memory);
  }
  return memory;
}

/**
 * The day's purchase options for a monthly payment in a county: the cached answer, else computed at
 * the current 30-year rate (the home module's `currentRates`: the newer of the admin rate sheet and the
 * PMMS week) with the county's limits, taxes and insurance, counted against the county's listings, and
 * stored (the first answer of the day wins, so everyone sees the same numbers that day). Not validated
 * here: the routes' reply schemas check what goes out, once. The reply is shared: callers never change it.
 */
export async function optionsFor(deps: PurchaseDeps, payment: number, countyName: string): Promise<OptionsReply> {
  const county = countyNamed(countyName);
  const day = businessDay(new Date());
  const id = optionsCacheKey(day, payment, county.name);
  return cachedFor(deps).get(id, async () => {
    const cached = await findCachedOptions(deps.db, id);
    if (cached) return cached;

    const rates = await currentRates(deps.db, deps.pmms, day);
    const computed = purchaseOptions({
      payment,
      ratePercent: rates.rate30.ratePercent,
      countyFips: county.fips,
      year: Number(day.slice(0, 4)),
    });
    const counts = await countListingsAtOrBelow(
      deps.db,
      county.name,
      computed.map((option) => option.maxPurchase),
    );
    const reply: OptionsReply = {
      id,
      date: day,
      payment,
      county: county.name,
      rateDate: rates.date,
      rateSource: rates.source,
      options: computed.map((option, index) => ({ ...option, homeCount: counts[index] ?? 0 })),
    };
    return storeCachedOptions(deps.db, id, reply);
  });
}
