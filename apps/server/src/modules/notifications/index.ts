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

/** `publicMailboxes`: the demo accounts, whose mail every demo visitor may read. */
export function notificationsModule(deps: { config: Config; db: Db; publicMailboxes: string[] }) {
  return async function notifications(app: FastifyInstance) {
    const demo = deps.config.mode === 'demo' ? { publicMailboxes: deps.publicMailboxes } : null;
    if (deps.config.devToolsEnabled) registerOutboxPage(app, deps.db, demo);
  };
}
