// The server's modules, in order. To add one: export a `ModuleDescriptor` from its index.ts (routes with
// their prefixes, dev pages, jobs with their dependencies, seed, worker start-up; see module-descriptor.ts),
// add one line below, and add any service it needs built once at start-up to `AppServices`.
// app.ts registers routes and dev pages in this order; runtime.ts seeds, defines jobs and starts workers
// in this order.
import { adminModule } from './admin';
import { alertsModule } from './alerts';
import { campaignsModule } from './campaigns';
import { contactsModule } from './contacts';
import { coreModule } from './event-log';
import { homeModule } from './home';
import { integrationsModule } from './integrations';
import { linksModule } from './links';
import { listingsModule } from './listings';
import { messagingModule } from './messaging';
import type { ModuleDescriptor } from './module-descriptor';
import { notificationsModule } from './notifications';
import { organizationsModule } from './organizations';
import { paymentModule } from './payment';
import { purchaseModule } from './purchase';
import { siteModule } from './leads';
import { userModule } from './user';
import { webhooksModule } from './webhooks';

export const serverModules: readonly ModuleDescriptor[] = [
  notificationsModule,
  coreModule,
  userModule,
  homeModule,
  listingsModule,
  purchaseModule,
  integrationsModule,
  siteModule,
  webhooksModule,
  organizationsModule,
  contactsModule,
  paymentModule,
  campaignsModule,
  linksModule,
  messagingModule,
  alertsModule,
  adminModule,
];

export type { AppServices, ModuleDescriptor, ModuleServices, SeedServices } from './module-descriptor';
