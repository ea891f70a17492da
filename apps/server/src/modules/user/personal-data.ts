import { parseRoleString } from '@roost/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { PersonalDataPart } from '../personal-data';
import {
  accounts,
  rateLimitHits,
  sessions,
  signUpAttempts,
  userAddresses,
  userMortgages,
  userSettings,
  users,
  verifications,
} from './tables';

/** The name an erased account keeps (its row stays, so records that name the id still resolve). */
export const ERASED_ACCOUNT_NAME = 'Deleted account';
const erasedEmail = (userId: string) => `deleted-${userId}@erased.invalid`;

/** The account, its sign-in methods (never a password or token), sessions, addresses, mortgages and settings. */
export const userPersonalData: PersonalDataPart = {
  tables: {
    users: { erased: 'anonymised' },
    sessions: { erased: 'deleted' },
    accounts: { erased: 'deleted' },
    verifications: { erased: 'deleted' },
    user_addresses: { erased: 'deleted' },
    user_settings: { erased: 'deleted' },
    user_mortgages: { erased: 'deleted' },
    sign_up_attempts: { erased: 'deleted' },
    rate_limit_hits: { erased: 'deleted' },
  },
  person: {
    async read(db, person) {
      const [user] = await db.select().from(users).where(eq(users.id, person.userId));
      const signIns = await db
        .select({ providerId: accounts.providerId, createdAt: accounts.createdAt })
        .from(accounts)
        .where(eq(accounts.userId, person.userId));
      const openSessions = await db
        .select({
          createdAt: sessions.createdAt,
          expiresAt: sessions.expiresAt,
          ipAddress: sessions.ipAddress,
          userAgent: sessions.userAgent,
        })
        .from(sessions)
        .where(eq(sessions.userId, person.userId))
        .orderBy(asc(sessions.createdAt));
      const addresses = await db.select().from(userAddresses).where(eq(userAddresses.userId, person.userId));
      const mortgages = await db.select().from(userMortgages).where(eq(userMortgages.userId, person.userId));
      const [settings] = await db.select().from(userSettings).where(eq(userSettings.userId, person.userId));
      return {
        account: user && {
          id: user.id,
          name: user.name,
          email: user.email,
          emailVerified: user.emailVerified,
          phone: user.phone,
          status: user.status,
          textUpdates: user.textUpdates,
          textUpdatesConsentAt: user.textUpdatesConsentAt,
          createdAt: user.createdAt,
          updatedAt: user.updatedAt,
        },
        roles: user ? parseRoleString(user.role) : [],
        signInMethods: signIns,
        sessions: openSessions,
        addresses: addresses.map(({ userId: _userId, ...address }) => address),
        mortgages: mortgages.map(({ userId: _userId, ...mortgage }) => mortgage),
        settings: settings ? { ...settings, userId: undefined } : null,
      };
    },
    async erase(tx, person) {
      const email = person.email.toLowerCase();
      await tx.delete(sessions).where(eq(sessions.userId, person.userId));
      await tx.delete(accounts).where(eq(accounts.userId, person.userId));
      await tx.delete(userAddresses).where(eq(userAddresses.userId, person.userId));
      await tx.delete(userSettings).where(eq(userSettings.userId, person.userId));
      await tx.delete(userMortgages).where(eq(userMortgages.userId, person.userId));
      await tx.delete(verifications).where(sql`strpos(lower(${verifications.identifier}), ${email}) > 0`);
      await tx.delete(signUpAttempts).where(sql`lower(${signUpAttempts.email}) = ${email}`);
      // Sign-in counters are keyed '<address>|<e-mail>'.
      await tx.delete(rateLimitHits).where(sql`strpos(lower(${rateLimitHits.key}), ${`|${email}`}) > 0`);
      await tx
        .update(users)
        .set({
          name: ERASED_ACCOUNT_NAME,
          email: erasedEmail(person.userId),
          emailVerified: false,
          image: null,
          phone: null,
          status: 'delete',
          role: 'user',
          textUpdates: false,
          textUpdatesConsentAt: null,
          updatedAt: new Date(),
        })
        .where(eq(users.id, person.userId));
    },
  },
};
