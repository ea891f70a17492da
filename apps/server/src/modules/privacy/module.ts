import type { ModuleDescriptor, ModuleServices } from '../module-descriptor';
import { accountPrivacyRoutes } from './account-routes';
import { privacyPersonalData } from './personal-data';
import { privacyRequestRoutes } from './request-routes';
import type { PrivacyDeps } from './service/deps';

/** A privacy request that reached no module would answer "nothing held": refuse to start without them instead. */
function privacyDeps({ database, personalData }: ModuleServices): PrivacyDeps {
  if (!personalData?.length) throw new Error("The privacy routes need every module's personalData (buildApp sets it)");
  return { db: database.db, parts: personalData };
}

export const privacyModule: ModuleDescriptor = {
  name: 'privacy',
  personalData: privacyPersonalData,
  routes: [
    { prefix: '/api/user', plugin: (services) => accountPrivacyRoutes(privacyDeps(services)) },
    { prefix: '/api/site', plugin: (services) => privacyRequestRoutes(privacyDeps(services)) },
  ],
};
