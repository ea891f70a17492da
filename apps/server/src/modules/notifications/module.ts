import type { ModuleDescriptor } from '../module-descriptor';
import { demoAccounts } from '../user';
import { registerOutboxPage } from './outbox-page';
import { templateMailRoutes } from './template-mail-routes';
import { notificationsPersonalData } from './personal-data';

export const notificationsModule: ModuleDescriptor = {
  name: 'notifications',
  personalData: notificationsPersonalData,
  routes: [
    {
      prefix: '/api/core',
      plugin: ({ mail, config }) => templateMailRoutes({ mail, publicUrl: config.publicUrl }),
    },
  ],
  // In demo mode every visitor may read the demo accounts' mail (and only their own besides).
  devPages: (app, { config, database }) =>
    registerOutboxPage(
      app,
      database.db,
      config.mode === 'demo' ? { publicMailboxes: demoAccounts.map((account) => account.email) } : null,
    ),
};
