import { parseAddressKey, type SolarEstimate } from '@roost/domain';
import { AppError } from '../../../errors';
import { addressNotFound } from '../providers/provider-errors';
import { findAddressRecord } from '../repo';
import { calculateProperty, toPropertyRecord, type PropertyDeps } from './calculate-property';
import { countyAt } from './county-at';

export const NO_COORDINATES =
  'We do not know where this home sits on the map, so we cannot estimate its sun. Please try another address.';

/**
 * The Solar Sun Score of an address: its record as the home tools get it (the cached one, else
 * computed and saved), placed by its coordinates (xCoord is the longitude, yCoord the latitude),
 * priced at its county's utility and sized by its floor area.
 */
export async function solarEstimateFor(deps: PropertyDeps, addressKey: string): Promise<SolarEstimate> {
  const address = parseAddressKey(addressKey);
  if (!address) throw addressNotFound();
  const cached = await findAddressRecord(deps.db, addressKey);
  const record = cached ? toPropertyRecord(cached) : await calculateProperty(deps, address);
  if (record.xCoord === null || record.yCoord === null)
    throw new AppError('ADDRESS_WITHOUT_COORDINATES', NO_COORDINATES);
  const position = { latitude: record.yCoord, longitude: record.xCoord };
  const county = await countyAt(deps.db, record.id, position);
  const figures = await deps.solar.estimate({ ...position, county, sqft: record.sqft });
  return { addressId: record.id, address: record.address, ...figures };
}
