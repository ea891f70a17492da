import {
  consentStatements,
  PRE_LEDGER_STATEMENT_ID,
  type ConsentEffect,
  type ConsentEventKind,
  type SuppressionAction,
} from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import {
  ensureStatement,
  grantsSince,
  insertConsentEvent,
  insertUploadGrants,
  latestEffects,
  type UploadEvidence,
} from '../consent-repo';

/**
 * The consent ledger's writes and the checks the sender and the reassigned-number check make. Every write
 * is one more event: nothing here changes or deletes an earlier one.
 */

/** The scope of a homeowner's consent to the site's own text updates (alerts), apart from any organization. */
export const SITE_CONSENT_SCOPE = 'site';

export interface ConsentChange {
  scope: string;
  /** E.164. */
  phone: string;
  effect: ConsentEffect;
  kind: ConsentEventKind;
  statementId?: string | null | undefined;
  words?: string | null | undefined;
  actorId?: string | null | undefined;
  ipAddress?: string | null | undefined;
  campaignId?: string | null | undefined;
  at?: Date | undefined;
}

/** The words of a statement version; an unknown id is a programming error, never stored without words. */
function wordsOf(statementId: string): string {
  const words = consentStatements[statementId];
  if (!words) throw new Error(`Unknown consent statement ${statementId}`);
  return words;
}

/** Records one event (with its statement's words, stored once per version). */
export async function recordConsent(db: Db | Tx, change: ConsentChange): Promise<void> {
  if (change.statementId) await ensureStatement(db, change.statementId, wordsOf(change.statementId));
  await insertConsentEvent(db, {
    scope: change.scope,
    phone: change.phone,
    effect: change.effect,
    kind: change.kind,
    statementId: change.statementId ?? null,
    words: change.words ?? null,
    actorId: change.actorId ?? null,
    ipAddress: change.ipAddress ?? null,
    campaignId: change.campaignId ?? null,
    ...(change.at ? { occurredAt: change.at } : {}),
  });
}

/** What a launch knows of the upload every contact of a batch came from. */
export interface UploadConsent {
  scope: string;
  campaignId: string;
  campaignName: string;
  /** Null for contacts sent through the API as chunks rather than in a file. */
  fileName: string | null;
  uploaderId: string;
  /** The affirmed statement; null for a submission made before statements were asked for. */
  statementId: string | null;
  at: Date;
}

/**
 * One grant per contact of a launch, in the launch's transaction, as one statement per batch. `line` is the
 * contact's line in the lead file (null for contacts sent as chunks).
 */
export async function recordUploadConsent(
  tx: Db | Tx,
  upload: UploadConsent,
  rows: readonly { phone: string; line: number | null }[],
): Promise<void> {
  if (rows.length === 0) return;
  const statementId = upload.statementId ?? PRE_LEDGER_STATEMENT_ID;
  await ensureStatement(tx, statementId, wordsOf(statementId));
  const evidence: UploadEvidence = {
    scope: upload.scope,
    campaignId: upload.campaignId,
    campaignName: upload.campaignName,
    fileName: upload.fileName,
    actorId: upload.uploaderId,
    statementId,
    recordedBeforeLedger: upload.statementId === null,
    occurredAt: upload.at,
  };
  await insertUploadGrants(tx, evidence, rows);
}

/** The numbers among `phones` whose latest grant or revocation in the scope is a grant (one query). */
export async function consentedPhones(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Set<string>> {
  const effects = await latestEffects(db, scope, phones);
  return new Set([...effects].filter(([, effect]) => effect === 'grant').map(([phone]) => phone));
}

/**
 * When the consent that holds now began, per number (absent: no consent now): the first grant after the
 * latest revocation. The date to ask the Reassigned Numbers Database about.
 */
export function consentSince(db: Db | Tx, scope: string, phones: readonly string[]): Promise<Map<string, Date>> {
  return grantsSince(db, scope, phones);
}

/** How a change of the suppression list reads in the ledger (source: reply, carrier or admin). */
export function suppressionConsentKind(action: SuppressionAction, source: string): ConsentEventKind {
  if (source === 'reply') return action === 'opt-out' ? 'reply-stop' : 'reply-start';
  if (source === 'carrier' && action === 'opt-out') return 'carrier-opt-out';
  return action === 'opt-out' ? 'admin-opt-out' : 'admin-undo';
}

/** A homeowner's own text-updates setting on the site: the words they ticked, when, and their address. */
export function recordSiteTextConsent(
  tx: Db | Tx,
  change: {
    phone: string;
    granted: boolean;
    statementId: string;
    actorId: string;
    ipAddress: string | null;
    words: string | null;
  },
): Promise<void> {
  return recordConsent(tx, {
    scope: SITE_CONSENT_SCOPE,
    phone: change.phone,
    effect: change.granted ? 'grant' : 'revoke',
    kind: 'site',
    statementId: change.statementId,
    actorId: change.actorId,
    ipAddress: change.ipAddress,
    words: change.words,
  });
}
