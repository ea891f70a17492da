import type { ModuleDescriptor } from '../module-descriptor';
import { shortLinkLookup, shortLinkRedirect } from './routes';

export const linksModule: ModuleDescriptor = {
  name: 'links',
  routes: [
    {
      prefix: '',
      plugin: ({ database, config }) =>
        shortLinkRedirect({
          db: database.db,
          fallbackUrl: config.company.marketingSiteUrl,
          now: () => new Date(),
          secureCookies: config.publicUrl.startsWith('https:'),
        }),
    },
    { prefix: '/api/notifications', plugin: ({ database }) => shortLinkLookup(database.db) },
  ],
};
