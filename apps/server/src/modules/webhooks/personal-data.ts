import { sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { webhookDeliveries } from './tables';

/**
 * The hand-offs of a person's leads and listing requests hold what was sent: on erasure the stored request is
 * emptied (a delivery still waiting is given up) and the record kept, so the dev page still shows that it went.
 */
export const webhooksPersonalData: PersonalDataPart = {
  tables: { webhook_deliveries: { erased: 'anonymised' } },
  person: {
    async erase(tx, person) {
      const email = person.email.toLowerCase();
      await tx
        .update(webhookDeliveries)
        .set({
          request: {},
          person: null,
          status: sql`case when ${webhookDeliveries.status} = 'pending' then 'failed' else ${webhookDeliveries.status} end`,
          lastError: sql`case when ${webhookDeliveries.status} = 'pending' then 'erased at the person''s request' else ${webhookDeliveries.lastError} end`,
          updatedAt: new Date(),
        })
        .where(
          sql`strpos(lower(${webhookDeliveries.request}::text), ${email}) > 0 or lower(${webhookDeliveries.person}) like ${`%${email}%`}`,
        );
    },
  },
};
