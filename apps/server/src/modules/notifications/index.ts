// Notifications: how people are reached (e-mail now; text messages later).
// Owns the outbox_mails table and the mail providers.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
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

export function notificationsModule(deps: { config: Config; db: Db }) {
  return async function notifications(app: FastifyInstance) {
    if (deps.config.devToolsEnabled) registerOutboxPage(app, deps.db);
  };
}
