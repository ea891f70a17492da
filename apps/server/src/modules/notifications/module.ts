import type { ModuleDescriptor } from '../module-descriptor';
import { demoAccounts } from '../user';
import { registerOutboxPage } from './outbox-page';
import { templateMailRoutes } from './template-mail-routes';

export const notificationsModule: ModuleDescriptor = {
  name: 'notifications',
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
