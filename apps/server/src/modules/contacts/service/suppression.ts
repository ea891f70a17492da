import type { Db, Tx } from '../../../db/types';
import { organizationOfMember } from '../../organizations';
import { deleteSuppression, insertSuppression, suppressedAmong } from '../repo';

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

/** Opts a number out in a scope; true when it was not opted out before (one confirmation is sent for it). */
export function optOutNumber(db: Db | Tx, entry: { scope: string; phone: string; source: string; reason?: string }) {
  return insertSuppression(db, entry);
}

/** Opts a number back in (a START reply); true when it was opted out. */
export function optInNumber(db: Db | Tx, scope: string, phone: string) {
  return deleteSuppression(db, scope, phone);
}
