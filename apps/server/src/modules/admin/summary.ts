import type { AdminCounts, AdminSummary } from '@roost/domain';
import type { Db } from '../../platform/db/types';
import type { AdminCountProviders } from './count-providers';

/** Every count the providers supply; a count nobody supplies yet is null. */
export async function adminSummary(db: Db, providers: AdminCountProviders): Promise<AdminSummary> {
  const count = async (name: keyof AdminCounts) => {
    const provider = providers[name];
    return provider ? provider(db) : null;
  };
  const [users, organizations, addresses, leads, campaigns] = await Promise.all([
    count('users'),
    count('organizations'),
    count('addresses'),
    count('leads'),
    count('campaigns'),
  ]);
  return { counts: { users: users ?? 0, organizations, addresses: addresses ?? 0, leads: leads ?? 0, campaigns } };
}
