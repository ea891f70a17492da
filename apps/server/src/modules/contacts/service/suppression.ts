import type { Db, Tx } from '../../../db/types';
import { organizationOfMember } from '../../organizations';
import { suppressedAmong } from '../repo';

/**
 * Whose opt-outs apply to a person's upload or campaign: 'org:<id>' of the organization of `teamId` when
 * they belong to it (or to one of its branches), else of their first membership; 'user:<id>' without one.
 */
export async function suppressionScopeFor(db: Db, userId: string, teamId?: string): Promise<string> {
  const organizationId = await organizationOfMember(db, userId, teamId);
  return organizationId ? `org:${organizationId}` : `user:${userId}`;
}

/** The numbers among `phones` (E.164) that opted out in the scope. */
export function suppressedPhones(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Set<string>> {
  return suppressedAmong(db, scope, phones);
}
