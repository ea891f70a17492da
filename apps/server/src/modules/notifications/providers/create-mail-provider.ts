import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import type { MailProvider } from './mail-provider';
import { outboxMailProvider } from './outbox-mail';
import { smtpMailProvider } from './smtp-mail';

/** SMTP when SMTP_URL is set, else the dev outbox kept in the database. */
export function createMailProvider(config: Config, db: Db): MailProvider {
  return config.mail.smtpUrl
    ? smtpMailProvider(config.mail.smtpUrl, config.mail.from)
    : outboxMailProvider(db, config.mail.from);
}
