import { asc, inArray, sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { leadNotes, leads } from './tables';

const byEmail = (email: string) => sql`lower(${leads.email}) = ${email.toLowerCase()}`;

/**
 * The requests a person sent from the site (matched by their account's e-mail, which they proved). On erasure
 * each lead stays for the lender's figures (its type, date, estimate, balance, rate) without who sent it or what
 * they wrote: the lender got its own copy when it was handed off. The loan officers' notes on their leads are part of
 * what is known about them: shown, and deleted.
 */
export const leadsPersonalData: PersonalDataPart = {
  tables: { leads: { erased: 'anonymised' }, lead_notes: { erased: 'deleted' } },
  person: {
    async read(db, person) {
      const sent = await db
        .select({
          id: leads.id,
          type: leads.type,
          name: leads.name,
          email: leads.email,
          phone: leads.phone,
          message: leads.message,
          address: leads.address,
          estimatedValue: leads.estimatedValue,
          loanBalance: leads.loanBalance,
          dreamRate: leads.dreamRate,
          createdDate: leads.createdDate,
        })
        .from(leads)
        .where(byEmail(person.email))
        .orderBy(asc(leads.createdDate));
      const notes = sent.length
        ? await db
            .select({ leadId: leadNotes.leadId, body: leadNotes.body, createdDate: leadNotes.createdDate })
            .from(leadNotes)
            .where(
              inArray(
                leadNotes.leadId,
                sent.map((lead) => lead.id),
              ),
            )
            .orderBy(asc(leadNotes.createdDate))
        : [];
      return { leadsSent: sent, notesOnLeads: notes };
    },
    async erase(tx, person) {
      await tx
        .delete(leadNotes)
        .where(sql`${leadNotes.leadId} in (select ${leads.id} from ${leads} where ${byEmail(person.email)})`);
      await tx
        .update(leads)
        .set({
          name: null,
          email: null,
          phone: null,
          message: null,
          address: null,
          addressId: null,
          bodyHash: 'erased',
        })
        .where(byEmail(person.email));
    },
  },
};
