import type { AddressParts, PropertyRecord } from '@roost/domain';

/** What a provider knows of an address: the whole record but its key and when it was made. */
export type PropertyRecordInput = Omit<PropertyRecord, 'id' | 'createdDate'>;

export interface PropertyDataProvider {
  readonly name: string;
  /**
   * Facts, value with range, rent and (where the provider knows the loan) today's balance.
   * Throws the ADDRESS_NOT_FOUND AppError (404) for an address it has no record of, and
   * ProviderUnavailableError (503) when the service cannot answer.
   */
  lookup(address: AddressParts): Promise<PropertyRecordInput>;
}
