// Notifications: how people are reached (e-mail now; text messages later).
// Owns the outbox_mails table and the mail providers.
import type { Config } from '../../config';
import type { Db } from '../../platform/db/types';
import type { ModuleDescriptor } from '../module-descriptor';
import { demoAccounts } from '../user';
import { registerOutboxPage } from './outbox-page';
import type { MailProvider } from './providers/mail-provider';
import { outboxMailProvider } from './providers/outbox-mail';
import { smtpMailProvider } from './providers/smtp-mail';

export type { MailMessage, MailProvider } from './providers/mail-provider';
export { listOutboxMails } from './repo';

export function createMailProvider(config: Config, db: Db): MailProvider {
  return config.mail.smtpUrl
    ? smtpMailProvider(config.mail.smtpUrl, config.mail.from)
    : outboxMailProvider(db, config.mail.from);
}

export const notificationsModule: ModuleDescriptor = {
  name: 'notifications',
  // In demo mode every visitor may read the demo accounts' mail (and only their own besides).
  devPages: (app, { config, database }) =>
    registerOutboxPage(
      app,
      database.db,
      config.mode === 'demo' ? { publicMailboxes: demoAccounts.map((account) => account.email) } : null,
    ),
};
