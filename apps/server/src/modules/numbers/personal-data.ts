import { inArray } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { numberChecks } from './tables';

/**
 * The lookup cache holds numbers with what a service said of them (line type, reassigned): a copy kept for weeks
 * at most, deleted with the person's number; the next text to it, if any, asks again.
 */
export const numbersPersonalData: PersonalDataPart = {
  tables: { number_checks: { erased: 'deleted' } },
  person: {
    async erase(tx, person) {
      if (person.phone) await tx.delete(numberChecks).where(inArray(numberChecks.phone, [person.phone]));
    },
  },
  contact: {
    async erase(tx, subject) {
      if (subject.phones.length === 0) return { numberChecks: 0 };
      const rows = await tx
        .delete(numberChecks)
        .where(inArray(numberChecks.phone, subject.phones))
        .returning({ phone: numberChecks.phone });
      return { numberChecks: rows.length };
    },
  },
};
