import type { SuppressionAction } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { organizationOfMember } from '../../organizations';
import {
  deleteSuppression,
  insertSuppression,
  insertSuppressionEvent,
  suppressedAmong,
  type SuppressionEventRow,
} from '../repo';
import { recordConsent, suppressionConsentKind } from './consent';

/**
 * Whose opt-outs apply to a person's upload or campaign: 'org:<id>' of the organization of `teamId` when
 * they belong to it (or to one of its branches), else of their first membership; 'user:<id>' without one.
 */
export async function suppressionScopeFor(db: Db, userId: string, teamId?: string): Promise<string> {
  const organizationId = await organizationOfMember(db, userId, teamId);
  return organizationId ? `org:${organizationId}` : `user:${userId}`;
}

/** The suppression scope of an organization (its admins' opt-out list). */
export const organizationScope = (organizationId: string) => `org:${organizationId}`;

/** The numbers among `phones` (E.164) that opted out in the scope. */
export function suppressedPhones(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Set<string>> {
  return suppressedAmong(db, scope, phones);
}

/**
 * One change of the suppression list. source: 'reply' (the contact's STOP or START), 'carrier' (the carrier
 * reports the number opted out), 'admin' (an organization admin, with a reason and their id as actorId).
 */
export interface SuppressionChange {
  scope: string;
  /** E.164. */
  phone: string;
  source: string;
  reason?: string | null | undefined;
  actorId?: string | null | undefined;
}

/**
 * Applies a change and records it in suppression_events in the same transaction (a savepoint when `db` is
 * already a transaction); the event row is returned when the list changed, null when it did not. Only real
 * changes are recorded: a STOP from a number already opted out (or a START from one that is not) changes
 * nothing and leaves no event; the reply itself is kept in the conversation.
 */
async function changeSuppression(
  db: Db | Tx,
  action: SuppressionAction,
  change: SuppressionChange,
): Promise<SuppressionEventRow | null> {
  const reason = change.reason ?? null;
  return db.transaction(async (tx) => {
    const changed =
      action === 'opt-out'
        ? await insertSuppression(tx, { scope: change.scope, phone: change.phone, source: change.source, reason })
        : await deleteSuppression(tx, change.scope, change.phone);
    if (!changed) return null;
    // The ledger keeps every change of consent, the opt-outs and their undoing included.
    await recordConsent(tx, {
      scope: change.scope,
      phone: change.phone,
      effect: action === 'opt-out' ? 'revoke' : 'grant',
      kind: suppressionConsentKind(action, change.source),
      words: reason,
      actorId: change.actorId ?? null,
    });
    return insertSuppressionEvent(tx, {
      scope: change.scope,
      phone: change.phone,
      action,
      source: change.source,
      reason,
      actorId: change.actorId ?? null,
    });
  });
}

/** The opt-out with its recorded event; null when the number was already opted out. */
export const recordOptOut = (db: Db | Tx, change: SuppressionChange) => changeSuppression(db, 'opt-out', change);
/** The opt-in with its recorded event; null when the number was not opted out. */
export const recordOptIn = (db: Db | Tx, change: SuppressionChange) => changeSuppression(db, 'opt-in', change);

/** Opts a number out in a scope; true when it was not opted out before (one confirmation is sent for it). */
export async function optOutNumber(db: Db | Tx, change: SuppressionChange): Promise<boolean> {
  return (await recordOptOut(db, change)) !== null;
}

/** Opts a number back in (a START reply, an admin's undo); true when it was opted out. */
export async function optInNumber(db: Db | Tx, change: SuppressionChange): Promise<boolean> {
  return (await recordOptIn(db, change)) !== null;
}
