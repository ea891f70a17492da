import { and, eq, gt, lt, or } from 'drizzle-orm';
import type { Db } from '../../platform/db/types';
import { signUpAttempts } from './tables';

export type SignUpAttempt = typeof signUpAttempts.$inferSelect;

export async function insertSignUpAttempt(db: Db, attempt: typeof signUpAttempts.$inferInsert, staleBefore: Date) {
  // Each sign-up clears attempts nobody finished in time, so the table stays small.
  await db.delete(signUpAttempts).where(lt(signUpAttempts.createdAt, staleBefore));
  await db.insert(signUpAttempts).values(attempt);
}

export async function findSignUpAttempt(db: Db, tokenDigest: string, email: string, since: Date) {
  const [row] = await db
    .select()
    .from(signUpAttempts)
    .where(
      and(
        eq(signUpAttempts.tokenDigest, tokenDigest),
        eq(signUpAttempts.email, email),
        gt(signUpAttempts.createdAt, since),
      ),
    )
    .limit(1);
  return row;
}

/** A finished sign-up ends every attempt for its e-mail (and any older than the cut-off). */
export function deleteSignUpAttempts(db: Db, email: string, staleBefore: Date) {
  return db
    .delete(signUpAttempts)
    .where(or(eq(signUpAttempts.email, email), lt(signUpAttempts.createdAt, staleBefore)));
}
