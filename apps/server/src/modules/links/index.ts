// Links: the campaigns' short links on our own domain and their clicks. Owns short_links, link_clicks.
import type { ModuleDescriptor } from '../module-descriptor';
import { shortLinkLookup, shortLinkRedirect } from './routes';

export const linksModule: ModuleDescriptor = {
  name: 'links',
  routes: [
    {
      prefix: '',
      plugin: ({ database, config }) =>
        shortLinkRedirect({ db: database.db, fallbackUrl: config.company.marketingSiteUrl, now: () => new Date() }),
    },
    { prefix: '/api/notifications', plugin: ({ database }) => shortLinkLookup(database.db) },
  ],
};

export { campaignLinkUrls, createCampaignLinks, safeRedirect } from './service/links';
