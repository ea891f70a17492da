import { monthlyPaymentForPrice, type HomesReply, type homesQuerySchema } from '@roost/domain';
import type { z } from 'zod';
import { AppError } from '../../../errors';
import { deepFreeze } from '../../../platform/cache/bounded-cache';
import { listingCounties, searchListings, type ListingsPage } from '../../listings';
import type { PurchaseDeps } from './deps';
import { countyNamed, optionsFor } from './options';

export const UNKNOWN_OPTION = 'That purchase option does not exist for this payment. Please choose one of the options.';
const DEFAULT_PAGE_SIZE = 12;

/** GET {home}/homes: listed homes at or below the option's price in a county, with their payment under it. */
export async function homesFor(deps: PurchaseDeps, query: z.output<typeof homesQuerySchema>): Promise<HomesReply> {
  const county = countyNamed(query.county);
  const { options } = await optionsFor(deps, query.payment, county.name);
  const option = options.find((candidate) => candidate.optionId === query.option);
  if (!option) throw new AppError('PURCHASE_OPTION_NOT_FOUND', UNKNOWN_OPTION);
  const pageSize = query.count || DEFAULT_PAGE_SIZE;
  const [found, counties] = await Promise.all([
    searchListings(deps.db, {
      county: county.name,
      maxPrice: option.maxPurchase,
      sort: query.sort,
      page: query.page,
      pageSize,
    }),
    listingCounties(deps.db),
  ]);
  return assembledReply(option, found, counties, () => ({
    option,
    county: county.name,
    counties,
    total: found.total,
    page: query.page,
    pageSize,
    homes: found.listings.map((listing) => ({
      ...listing,
      monthlyPayment: monthlyPaymentForPrice(option, listing.listingPrice),
    })),
  }));
}

type PurchaseOption = HomesReply['option'];

/**
 * The reply made from one cached option and one cached page of listings (both frozen, kept until the day or
 * the listings change) is made once while the counties stay the same, and frozen: its checked JSON is then made
 * once too (reply-serializer.ts). The page's key holds the county, the option's price, the order and the page, so
 * the option and the page alone name the reply.
 */
const assembled = new WeakMap<ListingsPage, WeakMap<PurchaseOption, HomesReply>>();

function assembledReply(
  option: PurchaseOption,
  found: ListingsPage,
  counties: readonly string[],
  make: () => HomesReply,
): HomesReply {
  if (!Object.isFrozen(found) || !Object.isFrozen(option)) return make();
  let byOption = assembled.get(found);
  if (!byOption) assembled.set(found, (byOption = new WeakMap()));
  const known = byOption.get(option);
  if (known && sameList(known.counties, counties)) return known;
  const reply = deepFreeze(make());
  byOption.set(option, reply);
  return reply;
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);
