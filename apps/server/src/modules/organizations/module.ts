import type { Db } from '../../platform/db/types';
import type { ModuleDescriptor, ModuleServices } from '../module-descriptor';
import { demoAccounts, teamAccounts } from '../user';
import { organizationFactory as factoryOver } from './factory';
import { countTeams } from './repo';
import { organizationsRoutes } from './routes';
import { seedDemoOrganization } from './seed-demo';
import type { OrganizationsDeps } from './service/deps';
import { organizationsPersonalData } from './personal-data';

const organizationsDeps = (
  { database, users }: Pick<ModuleServices, 'database' | 'users'>,
  warn: OrganizationsDeps['warn'],
): OrganizationsDeps => ({ db: database.db, accounts: teamAccounts(users), warn });

/** Builds organizations, branches, members and partners through the module's use cases (seed and tests). */
export const organizationFactory = (services: Pick<ModuleServices, 'database' | 'users'>) =>
  factoryOver(organizationsDeps(services, () => undefined));

export const organizationsModule: ModuleDescriptor = {
  name: 'organizations',
  personalData: organizationsPersonalData,
  routes: [
    {
      prefix: '/api/site',
      plugin: (services) =>
        organizationsRoutes((app) => organizationsDeps(services, (message, details) => app.log.warn(details, message))),
    },
  ],
  // The demo organization beside the demo accounts (development and demo mode), on a database with no teams.
  async seed(services) {
    if (!services.config.devToolsEnabled || (await countTeams(services.database.db, 'Organization')) > 0) return;
    const accounts = teamAccounts(services.users);
    const demoPerson = async (email: string) => {
      const account = demoAccounts.find((candidate) => candidate.email === email)!;
      return { ...account, id: (await accounts.findOrCreate(account)).userId };
    };
    await seedDemoOrganization(organizationFactory(services), {
      orgAdmin: await demoPerson('orgadmin@demo.roost.local'),
      branchManager: await demoPerson('branchmanager@demo.roost.local'),
      loanOfficer: await demoPerson('loanofficer@demo.roost.local'),
    });
  },
};

/** The admin dashboard's count of organizations. */
export const countOrganizations = (db: Db) => countTeams(db, 'Organization');

// What workspace modules (campaigns, contacts) read about a person's place in the organizations.
