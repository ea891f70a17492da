import { asc, eq, or, sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { listingRequests } from './tables';

const ofPerson = (person: { userId: string; email: string }) =>
  or(eq(listingRequests.userId, person.userId), sql`lower(${listingRequests.email}) = ${person.email.toLowerCase()}`);

/** A buyer's requests about listings: kept for the listing's figures, without who asked. */
export const purchasePersonalData: PersonalDataPart = {
  tables: { listing_requests: { erased: 'anonymised' } },
  person: {
    async read(db, person) {
      const asked = await db
        .select({
          action: listingRequests.action,
          address: listingRequests.address,
          zip: listingRequests.zip,
          name: listingRequests.name,
          email: listingRequests.email,
          phone: listingRequests.phone,
          message: listingRequests.message,
          createdAt: listingRequests.createdAt,
        })
        .from(listingRequests)
        .where(ofPerson(person))
        .orderBy(asc(listingRequests.createdAt));
      return { listingRequests: asked };
    },
    async erase(tx, person) {
      await tx
        .update(listingRequests)
        .set({ userId: null, name: '', email: '', phone: null, message: null })
        .where(ofPerson(person));
    },
  },
};
