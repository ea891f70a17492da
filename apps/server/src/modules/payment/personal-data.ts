import { asc, eq } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import { paymentCredits, payments } from './tables';

/** Payments and credits are read out, and kept on erasure: accounting records a business must keep. */
export const paymentPersonalData: PersonalDataPart = {
  tables: {
    payments: { kept: 'Payment records kept for accounting and tax (a legal duty); they name an account id only' },
    payment_credits: { kept: 'The credit ledger kept with the payments; it names an account id only' },
  },
  person: {
    async read(db, person) {
      const paid = await db
        .select({
          id: payments.id,
          amountCents: payments.amountCents,
          currency: payments.currency,
          description: payments.description,
          type: payments.type,
          status: payments.status,
          createdDate: payments.createdDate,
        })
        .from(payments)
        .where(eq(payments.userId, person.userId))
        .orderBy(asc(payments.createdDate));
      const credits = await db
        .select({
          kind: paymentCredits.kind,
          amountCents: paymentCredits.amountCents,
          description: paymentCredits.description,
          expiresAt: paymentCredits.expiresAt,
          createdDate: paymentCredits.createdDate,
        })
        .from(paymentCredits)
        .where(eq(paymentCredits.userId, person.userId))
        .orderBy(asc(paymentCredits.createdDate));
      return { payments: paid, credits };
    },
  },
};
