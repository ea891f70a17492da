import { formatAddress } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AddressSearchIndex, type IndexedAddress } from '../providers/address-search-index';
import { addressEntryPages, latestSaleDate, saleSamples } from '../repo';
import { PriceIndex } from './price-index';

/**
 * What the embedded dataset yields once at start-up: the address search index, the county price
 * index and the date of the newest sale (the "today" of the sample market, its valuation date).
 */
export interface SampleMarket {
  addresses: AddressSearchIndex;
  priceIndex: PriceIndex;
  latestSale: string;
}

export async function buildSampleMarket(db: Db): Promise<SampleMarket> {
  const entries: IndexedAddress[] = [];
  for await (const page of addressEntryPages(db)) {
    for (const entry of page) {
      entries.push({
        key: entry.key,
        label: formatAddress({
          street: `${entry.streetNumber} ${entry.streetName}`,
          city: entry.city,
          state: entry.state,
          zip: entry.zip,
        }),
        latitude: entry.latitude,
        longitude: entry.longitude,
      });
    }
  }
  // One sample per county and year: its median, which the index's own median leaves as it is.
  const [medians, latest] = await Promise.all([saleSamples(db), latestSaleDate(db)]);
  return {
    addresses: new AddressSearchIndex(entries),
    priceIndex: new PriceIndex(medians.map((sample) => ({ ...sample, pricePerSqft: Number(sample.pricePerSqft) }))),
    latestSale: latest ?? new Date().toISOString().slice(0, 10),
  };
}
