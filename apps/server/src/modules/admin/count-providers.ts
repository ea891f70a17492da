import type { AdminCountName } from '@roost/domain';
import type { Db } from '../../platform/db/types';
import { countCampaigns } from '../campaigns';
import { countStoredAddressRecords } from '../home';
import { countOrganizations } from '../organizations';
import { countLeads } from '../leads';
import { countUsers } from '../user';

/** Counts one kind of record; each is a function the module owning those records exports. */
export type CountProvider = (db: Db) => Promise<number>;

/** The dashboard's counts by name. A name without a provider is shown as not counted yet (null). */
export type AdminCountProviders = Partial<Record<AdminCountName, CountProvider>>;

/** Where each dashboard count comes from. */
export const adminCountProviders: AdminCountProviders = {
  users: countUsers,
  organizations: countOrganizations,
  addresses: countStoredAddressRecords,
  leads: countLeads,
  campaigns: countCampaigns,
};
