import {
  isAddressKey,
  propertyRecordSchema,
  toAddressKey,
  type AddressParts,
  type CampaignContact,
  type PropertyRecord,
} from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { campaignKeys } from './campaign-keys';

/** A contact's address as the property calls need it: none, one no key can be made of, or its key. */
export type ContactAddress =
  { kind: 'missing' } | { kind: 'unusable' } | { kind: 'usable'; key: string; parts: AddressParts };

export function contactAddress(contact: Pick<CampaignContact, 'address' | 'city' | 'state'>): ContactAddress {
  const parts = {
    street: contact.address?.trim() ?? '',
    city: contact.city?.trim() ?? '',
    state: contact.state?.trim() ?? '',
  };
  if (!parts.street || !parts.city || !parts.state) return { kind: 'missing' };
  try {
    const key = toAddressKey(parts);
    return isAddressKey(key) ? { kind: 'usable', key, parts } : { kind: 'unusable' };
  } catch {
    return { kind: 'unusable' };
  }
}

/**
 * The contact panel's property load (spec 7, core and home): the stored record from GET {home}/address/{key};
 * when there is none, GET {integrations}/property/calculate/?address&city&state, then POST {home}/address
 * with the record's id so the next look is a stored one. The computed record is shown even if that save
 * fails: saving only spares the next look a computation.
 */
export async function fetchContactProperty(
  key: string,
  parts: AddressParts,
  signal?: AbortSignal,
): Promise<PropertyRecord> {
  const stored = await apiRequest('home', `/address/${encodeURIComponent(key)}`, { signal });
  if (stored) return propertyRecordSchema.parse(stored);
  const query = new URLSearchParams({ address: parts.street, city: parts.city, state: parts.state });
  const computed = propertyRecordSchema.parse(
    await apiRequest('integrations', `/property/calculate/?${query.toString()}`, { signal }),
  );
  try {
    return propertyRecordSchema.parse(
      await apiRequest('home', '/address', { method: 'POST', body: { id: computed.id }, signal }),
    );
  } catch {
    return computed;
  }
}

export const contactPropertyQuery = (key: string, parts: AddressParts) =>
  queryOptions({
    queryKey: campaignKeys.property(key),
    queryFn: ({ signal }) => fetchContactProperty(key, parts, signal),
    staleTime: 10 * 60_000,
  });

export function useContactProperty(key: string, parts: AddressParts) {
  return useQuery(contactPropertyQuery(key, parts));
}
