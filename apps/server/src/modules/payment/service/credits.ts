import { creditExpiry, type CreditBalance } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { findGrant, grantRemainders, insertCreditOnce, lockGrants, usedFor, type GrantRemainder } from '../credit-repo';

/**
 * Credits: money a person may spend on a later payment instead of their card (the terms: credits for what
 * was paid and not used, valid 12 months). Every entry is written once by its key, so a retried or racing
 * grant or use changes the balance once; uses and expiries run with the person's grants locked.
 */

export interface GrantedCreditEntry {
  amountCents: number;
  expiresAt: Date;
  /** False when this grant had been made before (a retry or a concurrent twin): nothing was added now. */
  granted: boolean;
}

/** Grants a credit once per reference (e.g. `campaign-archive-<id>`); a repeat answers the first grant. */
export async function grantCredit(
  db: Db | Tx,
  input: { userId: string; amountCents: number; reference: string; description: string; now: Date },
): Promise<GrantedCreditEntry> {
  if (!Number.isInteger(input.amountCents) || input.amountCents < 1)
    throw new Error('A credit must be a whole number of cents above zero');
  const { entry, inserted } = await insertCreditOnce(db, {
    userId: input.userId,
    kind: 'grant',
    amountCents: input.amountCents,
    reference: input.reference,
    entryKey: `grant:${input.reference}`,
    description: input.description,
    expiresAt: creditExpiry(input.now),
    createdDate: input.now,
  });
  return { amountCents: entry.amountCents, expiresAt: entry.expiresAt!, granted: inserted };
}

/** The grant made for a reference, if one was: how much and until when. */
export async function grantedCredit(
  db: Db | Tx,
  reference: string,
): Promise<{ amountCents: number; expiresAt: Date } | undefined> {
  const grant = await findGrant(db, reference);
  return grant ? { amountCents: grant.amountCents, expiresAt: grant.expiresAt! } : undefined;
}

const live = (grant: GrantRemainder, now: Date) => grant.remainingCents > 0 && grant.expiresAt > now;

/** Writes an expiry for each grant that ran out with credit left (once each: the key is the grant's). */
async function recordExpiries(tx: Tx, userId: string, grants: GrantRemainder[], now: Date) {
  for (const grant of grants) {
    if (grant.remainingCents <= 0 || grant.expiresAt > now) continue;
    await insertCreditOnce(tx, {
      userId,
      kind: 'expiry',
      amountCents: grant.remainingCents,
      grantId: grant.id,
      reference: `expiry-${grant.id}`,
      entryKey: `expiry:${grant.id}`,
      description: 'Credit expired unused',
      createdDate: now,
    });
  }
}

function balanceOf(grants: GrantRemainder[], now: Date): CreditBalance {
  const remaining = grants.filter((grant) => live(grant, now));
  const next = remaining[0];
  return {
    availableCents: remaining.reduce((sum, grant) => sum + grant.remainingCents, 0),
    nextExpiry: next ? { amountCents: next.remainingCents, expiresAt: next.expiresAt.toISOString() } : null,
  };
}

/**
 * The person's balance inside the caller's transaction, their grants locked until it ends: what a payment
 * decides to apply cannot be spent by another meanwhile. Expired remainders are recorded on the way.
 */
export async function lockedCreditBalance(tx: Tx, userId: string, now: Date): Promise<CreditBalance> {
  await lockGrants(tx, userId);
  const grants = await grantRemainders(tx, userId);
  await recordExpiries(tx, userId, grants, now);
  return balanceOf(grants, now);
}

/** GET /payment/credits: the person's unexpired credit. */
export function creditBalance(db: Db, userId: string, now: Date): Promise<CreditBalance> {
  return db.transaction((tx) => lockedCreditBalance(tx, userId, now));
}

/**
 * Spends up to `amountCents` of the person's credit on `reference` (a paid campaign), soonest-expiring
 * grants first, inside the caller's transaction. Once per reference: a repeat answers what the first spent.
 * Answers the cents spent, which is less than asked only when the balance fell short.
 */
export async function useCredits(
  tx: Tx,
  input: { userId: string; amountCents: number; reference: string; description: string; now: Date },
): Promise<number> {
  if (input.amountCents <= 0) return 0;
  await lockGrants(tx, input.userId);
  const before = await usedFor(tx, input.userId, input.reference);
  if (before.entries > 0) return before.cents;
  const grants = await grantRemainders(tx, input.userId);
  await recordExpiries(tx, input.userId, grants, input.now);
  let left = input.amountCents;
  for (const grant of grants) {
    if (left === 0) break;
    if (!live(grant, input.now)) continue;
    const take = Math.min(left, grant.remainingCents);
    await insertCreditOnce(tx, {
      userId: input.userId,
      kind: 'use',
      amountCents: take,
      grantId: grant.id,
      reference: input.reference,
      entryKey: `use:${input.reference}:${grant.id}`,
      description: input.description,
      createdDate: input.now,
    });
    left -= take;
  }
  return input.amountCents - left;
}
