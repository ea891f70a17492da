import { monthlyPaymentForPrice, type HomesReply, type homesQuerySchema } from '@roost/domain';
import type { z } from 'zod';
import { notFound } from '../../../errors';
import { listingCounties, searchListings } from '../../listings';
import type { PurchaseDeps } from './deps';
import { countyNamed, optionsFor } from './options';

export const UNKNOWN_OPTION = 'That purchase option does not exist for this payment. Please choose one of the options.';
const DEFAULT_PAGE_SIZE = 12;

/** GET {home}/homes: listed homes at or below the option's price in a county, with their payment under it. */
export async function homesFor(deps: PurchaseDeps, query: z.output<typeof homesQuerySchema>): Promise<HomesReply> {
  const county = countyNamed(query.county);
  const { options } = await optionsFor(deps, query.payment, county.name);
  const option = options.find((candidate) => candidate.optionId === query.option);
  if (!option) throw notFound(UNKNOWN_OPTION);
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
  return {
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
  };
}
