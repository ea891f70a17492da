// The server's modules, in order. To add one: export a `ModuleDescriptor` from its module.ts (routes with
// their prefixes, dev pages, jobs with their dependencies, seed, worker start-up; see module-descriptor.ts),
// add one line below, and add any service it needs built once at start-up to `AppServices`.
// app.ts registers routes and dev pages in this order; runtime.ts seeds, defines jobs and starts workers
// in this order.
import { adminModule } from './admin/module';
import { alertsModule } from './alerts/module';
import { campaignsModule } from './campaigns/module';
import { contactsModule } from './contacts/module';
import { eventLogModule } from './event-log/module';
import { homeModule } from './home/module';
import { linksModule } from './links/module';
import { listingsModule } from './listings/module';
import { messagingModule } from './messaging/module';
import type { ModuleDescriptor } from './module-descriptor';
import { notificationsModule } from './notifications/module';
import { numbersModule } from './numbers/module';
import { organizationsModule } from './organizations/module';
import { paymentModule } from './payment/module';
import { privacyModule } from './privacy/module';
import { purchaseModule } from './purchase/module';
import { leadsModule } from './leads/module';
import { userModule } from './user/module';
import { webhooksModule } from './webhooks/module';

export const serverModules: readonly ModuleDescriptor[] = [
  notificationsModule,
  eventLogModule,
  userModule,
  homeModule,
  listingsModule,
  purchaseModule,
  leadsModule,
  webhooksModule,
  organizationsModule,
  contactsModule,
  paymentModule,
  campaignsModule,
  linksModule,
  numbersModule,
  messagingModule,
  alertsModule,
  adminModule,
  privacyModule,
];

/** The modules that store personal data, in the registry's order (module-descriptor.ts: `personalData`). */
export const personalDataParts = () =>
  serverModules.flatMap((module) => (module.personalData ? [{ module: module.name, part: module.personalData }] : []));

export type { AppServices, ModuleDescriptor, ModuleServices, SeedServices } from './module-descriptor';
