import type { AdminCountName } from '@roost/domain';
import type { Db } from '../../db/types';
import { countStoredAddressRecords } from '../home';
import { countLeads } from '../site';
import { countUsers } from '../user';

/** Counts one kind of record; each is a function the module owning those records exports. */
export type CountProvider = (db: Db) => Promise<number>;

/** The dashboard's counts by name. A name without a provider is shown as not counted yet (null). */
export type AdminCountProviders = Partial<Record<AdminCountName, CountProvider>>;

/**
 * Where each dashboard count comes from. Organizations and campaigns join when their modules export a
 * count: import it from '../organizations' (or '../campaigns') and add `organizations: countOrganizations`.
 */
export const adminCountProviders: AdminCountProviders = {
  users: countUsers,
  addresses: countStoredAddressRecords,
  leads: countLeads,
};
