import { privacyTexts, type PersonalDataExport } from '@roost/domain';
import { AppError, invalidInput } from '../../../errors';
import type { Db } from '../../../platform/db/types';
import { recordAudit } from '../../event-log';
import { accountPasswordMatches, personSubjectOf } from '../../user';
import type { PrivacyDeps } from './deps';
import { asJson } from './parts';

async function subjectOf(db: Db, userId: string) {
  const person = await personSubjectOf(db, userId);
  if (!person) throw new AppError('USER_NOT_FOUND', 'User not found');
  return person;
}

/** Everything Roost holds about the signed-in person, by module (never a password, token or secret). */
export async function downloadAccountData(
  { db, parts }: PrivacyDeps,
  userId: string,
  now = new Date(),
): Promise<PersonalDataExport> {
  const person = await subjectOf(db, userId);
  const data: Record<string, Record<string, unknown>> = {};
  for (const { module, part } of parts) {
    const sections = await part.person?.read?.(db, person);
    if (sections) data[module] = sections;
  }
  return { exportedAt: now.toISOString(), data: asJson(data) };
}

/**
 * Erases the signed-in person's account once their password confirms it: every module erases or anonymises what
 * it holds about them in one transaction (their sessions end with it), after every module agreed (an owner of
 * running campaigns is refused before anything changes). Their opt-outs stay, as the number's keyed hash.
 */
export async function eraseAccount({ db, parts }: PrivacyDeps, userId: string, password: string): Promise<void> {
  const person = await subjectOf(db, userId);
  if (!(await accountPasswordMatches(db, userId, password)))
    throw invalidInput(privacyTexts.passwordWrong, { password: privacyTexts.passwordWrong });
  for (const { part } of parts) {
    const refusal = await part.person?.refuseErasure?.(db, person);
    if (refusal) throw new AppError('ACCOUNT_HAS_RUNNING_CAMPAIGNS', refusal);
  }
  await db.transaction(async (tx) => {
    for (const { part } of parts) await part.person?.erase?.(tx, person);
    await recordAudit(tx, { actor: { id: userId }, action: 'account.erased', target: { type: 'user', id: userId } });
  });
}
