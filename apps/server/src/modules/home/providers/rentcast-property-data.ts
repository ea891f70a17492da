import { formatAddress, type AddressParts } from '@roost/domain';
import type { z } from 'zod';
import { fetchJson } from './fetch-json';
import type { PropertyDataProvider, PropertyRecordInput } from './property-data';
import { addressNotFound, ProviderUnavailableError } from './provider-errors';
import {
  latestOf,
  propertyRecordsReply,
  rentEstimateReply,
  valueEstimateReply,
  type RentcastProperty,
} from './rentcast-replies';

export interface RentcastSettings {
  apiKey: string;
  /** https://api.rentcast.io, or a recorder in tests; no trailing slash. */
  baseUrl: string;
  timeoutMs: number;
}

const PROVIDER = 'rentcast';
const wholeOrNull = (value: number | null | undefined) => (value == null ? null : Math.round(value));
const isoDateOrNull = (value: string | null | undefined) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : null;

/**
 * RentCast: property facts, value estimate with range and long-term rent, three GETs in parallel.
 * RentCast does not know the mortgage, so the loan fields stay null and the web app asks the owner
 * for the balance instead. No property record or no value estimate means the address is not found;
 * a missing rent estimate only leaves rentEstimate null.
 */
export function rentcastPropertyData(settings: RentcastSettings): PropertyDataProvider {
  return {
    name: PROVIDER,
    async lookup(address) {
      const oneLine = `${address.street}, ${address.city}, ${address.state.toUpperCase()}`;
      // The first failure abandons the other requests rather than waiting out their timeouts.
      const abandon = new AbortController();
      const get = async <Schema extends z.ZodType>(path: string, schema: Schema) => {
        const reply = await fetchJson(
          `${settings.baseUrl}${path}?address=${encodeURIComponent(oneLine)}`,
          { headers: { accept: 'application/json', 'x-api-key': settings.apiKey } },
          { provider: PROVIDER, timeoutMs: settings.timeoutMs, signal: abandon.signal },
        );
        // 400 is RentCast's word for an address it cannot parse, 404 for one it has no data on.
        if (!reply.ok && (reply.status === 400 || reply.status === 404)) return undefined;
        if (!reply.ok) throw new ProviderUnavailableError(PROVIDER, `${path}: status ${reply.status}`);
        const parsed = schema.safeParse(reply.json);
        if (!parsed.success) throw new ProviderUnavailableError(PROVIDER, `${path}: unexpected reply shape`);
        return parsed.data as z.infer<Schema>;
      };
      const requests = [
        get('/v1/properties', propertyRecordsReply),
        get('/v1/avm/value', valueEstimateReply),
        get('/v1/avm/rent/long-term', rentEstimateReply),
      ] as const;
      const [properties, value, rent] = await Promise.all(requests).catch((error: unknown) => {
        abandon.abort();
        throw error;
      });
      const property = properties?.[0];
      if (!property || !value) throw addressNotFound();
      return toRecordInput(property, value, rent?.rent ?? null, { ...address, state: address.state.toUpperCase() });
    },
  };
}

function toRecordInput(
  property: RentcastProperty,
  value: z.infer<typeof valueEstimateReply>,
  rent: number | null,
  address: AddressParts,
): PropertyRecordInput {
  return {
    propertyId: property.id ?? null,
    address: property.formattedAddress ?? formatAddress(address),
    stateCode: property.state ?? address.state,
    xCoord: property.longitude ?? null,
    yCoord: property.latitude ?? null,
    beds: wholeOrNull(property.bedrooms),
    baths: property.bathrooms ?? null,
    sqft: wholeOrNull(property.squareFootage),
    saleDate: isoDateOrNull(property.lastSaleDate),
    salePrice: property.lastSalePrice ?? null,
    taxAmount: latestOf(property.propertyTaxes, (entry) => entry.total),
    taxValue: latestOf(property.taxAssessments, (entry) => entry.value),
    // RentCast has no loan data: the web app falls back to asking for the balance.
    loanAmount: null,
    loanType: null,
    loanDate: null,
    loanTermMonths: null,
    loanBalance: null,
    loanRatePercent: null,
    estimate: value.price,
    estimateLow: value.priceRangeLow ?? null,
    estimateHigh: value.priceRangeHigh ?? null,
    rentEstimate: rent,
    source: PROVIDER,
  };
}
