import { sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { outboxMails } from './tables';

/** The dev outbox's copies of mails to the person (development and demo only): deleted. */
export const notificationsPersonalData: PersonalDataPart = {
  tables: { outbox_mails: { erased: 'deleted' } },
  person: {
    async erase(tx, person) {
      await tx.delete(outboxMails).where(sql`lower(${outboxMails.to}) = ${person.email.toLowerCase()}`);
    },
  },
};
