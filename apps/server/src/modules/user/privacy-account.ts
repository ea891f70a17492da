import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import type { PersonSubject } from '../personal-data';
import { passwordHashing } from './auth/password-hashing';
import { accounts, users } from './tables';

/** The person a privacy request of a signed-in account is about: their id, e-mail and phone; null if none. */
export async function personSubjectOf(db: Db, userId: string): Promise<PersonSubject | null> {
  const [user] = await db
    .select({ userId: users.id, email: users.email, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return user ?? null;
}

/** Whether the password is the account's own (an account without one, never). */
export async function accountPasswordMatches(db: Db, userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')));
  if (!credential?.hash) return false;
  return passwordHashing.verify({ hash: credential.hash, password });
}
