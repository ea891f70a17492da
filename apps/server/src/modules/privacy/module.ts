import type { ModuleDescriptor } from '../module-descriptor';
import { accountPrivacyRoutes } from './account-routes';
import { privacyPersonalData } from './personal-data';
import { privacyRequestRoutes } from './request-routes';

export const privacyModule: ModuleDescriptor = {
  name: 'privacy',
  personalData: privacyPersonalData,
  routes: [
    { prefix: '/api/user', plugin: ({ database }) => accountPrivacyRoutes(database.db) },
    { prefix: '/api/site', plugin: ({ database }) => privacyRequestRoutes(database.db) },
  ],
};
