import { eq, or, sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { coreLogs } from './tables';

const ERASED_LABEL = 'deleted account';

/**
 * The audit trail is kept (security and the organizations' own records), with the person's e-mail or name
 * replaced where it labels them; events whose data holds their e-mail (a failed sign-in) lose that data.
 */
export const eventLogPersonalData: PersonalDataPart = {
  tables: { core_logs: { erased: 'anonymised' } },
  person: {
    async erase(tx, person) {
      const email = person.email.toLowerCase();
      await tx.update(coreLogs).set({ actorLabel: ERASED_LABEL }).where(eq(coreLogs.actorId, person.userId));
      await tx
        .update(coreLogs)
        .set({ targetLabel: ERASED_LABEL })
        .where(or(eq(coreLogs.targetId, person.userId), sql`lower(${coreLogs.targetLabel}) = ${email}`));
      await tx
        .update(coreLogs)
        .set({ data: { erased: true } })
        .where(sql`strpos(lower(${coreLogs.data}::text), ${email}) > 0`);
    },
  },
};
