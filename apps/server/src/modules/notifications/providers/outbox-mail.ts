import type { Db } from '../../../platform/db/types';
import { currentVisitorId } from '../../../plugins/demo-visitor';
import { insertOutboxMail } from '../repo';
import type { MailProvider } from './mail-provider';

/** Keeps mail in the database, listed at /dev/outbox, so the product works with no mail server. */
export function outboxMailProvider(db: Db, from: string): MailProvider {
  return {
    name: 'outbox',
    async send(message) {
      const { headers: _headers, ...mail } = message;
      const id = await insertOutboxMail(db, { ...mail, from, visitorId: currentVisitorId() ?? null });
      return { messageId: id };
    },
  };
}
