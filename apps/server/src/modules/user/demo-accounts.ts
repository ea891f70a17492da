import type { Role } from '@roost/domain';
import { findUserByEmail } from './repo';
import { insertAccount } from './service/create-user';
import type { UserDeps } from './service/deps';

/** One account per persona, created in development and demo mode only (never in production). */
export const DEMO_PASSWORD = 'Roost-demo-2026';

export const demoAccounts: { name: string; email: string; roles: Role[] }[] = [
  { name: 'Hana Homeowner', email: 'homeowner@demo.roost.local', roles: ['user'] },
  { name: 'Leo Loanofficer', email: 'loanofficer@demo.roost.local', roles: ['user', 'loanofficer', 'campaigns'] },
  {
    name: 'Bea Branchmanager',
    email: 'branchmanager@demo.roost.local',
    roles: ['user', 'loanofficer', 'branchmanager'],
  },
  { name: 'Otto Orgadmin', email: 'orgadmin@demo.roost.local', roles: ['user', 'orgadmin'] },
  { name: 'Ada Admin', email: 'admin@demo.roost.local', roles: ['user', 'admin'] },
  { name: 'Sam Superadmin', email: 'superadmin@demo.roost.local', roles: ['user', 'admin', 'superadmin'] },
];

/**
 * The missing demo accounts, all with the demo password. Its one hash is shared by them: the password is public
 * (printed at start), so one hash tells nothing the others would not, and five password hashings (about 0.1 s of
 * CPU each) come off a new database's first start.
 */
export async function seedDemoAccounts(deps: UserDeps): Promise<void> {
  const missing = [];
  for (const account of demoAccounts) if (!(await findUserByEmail(deps.db, account.email))) missing.push(account);
  if (missing.length === 0) return;
  const passwordHash = await (await deps.auth.$context).password.hash(DEMO_PASSWORD);
  for (const account of missing) await insertAccount(deps, { ...account, status: 'active', passwordHash });
}
