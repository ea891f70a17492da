import {
  OPT_OUT_HISTORY_LIMIT,
  maskedPhone,
  optOutTexts,
  type OptOutChangeReply,
  type OptOutHistory,
  type OptOutsPage,
  type SuppressionEvent,
} from '@roost/domain';
import { decodeCursor, pageFrom } from '../../../platform/db/keyset-page';
import type { Db, Tx } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import { recordAudit } from '../../event-log';
import { organizationOfTeam, teamNames } from '../../organizations';
import { findSuppression, suppressionEventsOf, suppressionsAfter, type SuppressionEventRow } from '../repo';
import { organizationScope, recordOptIn, recordOptOut } from './suppression';

/**
 * An organization admin's view and changes of the organization's opt-outs. The route
 * has already checked the caller administers the team named (or is a superadmin); here the team must be an
 * organization, since opt-outs are kept per organization. Every change is recorded with source 'admin', the
 * reason and the admin's id, in the same transaction.
 */
export interface OptOutsDeps {
  db: Db;
}

/** The organization's suppression scope and name; 404 for a branch or an unknown team. */
export async function organizationOf(deps: OptOutsDeps, organizationId: string) {
  if ((await organizationOfTeam(deps.db, organizationId)) !== organizationId) {
    throw new AppError('ORGANIZATION_NOT_FOUND', optOutTexts.organizationNotFound);
  }
  const name = (await teamNames(deps.db, [organizationId])).get(organizationId) ?? '';
  return { scope: organizationScope(organizationId), name };
}

const toEvent = (row: SuppressionEventRow): SuppressionEvent => ({
  id: row.id,
  action: row.action,
  source: row.source,
  reason: row.reason,
  actorId: row.actorId,
  createdDate: row.createdDate.toISOString(),
});

/** The numbers opted out now, newest first, a page after the cursor, optionally those holding some digits. */
export async function optOutsPage(
  deps: OptOutsDeps,
  organizationId: string,
  query: { limit: number; cursor?: string | undefined; search?: string | undefined },
): Promise<OptOutsPage> {
  const after = decodeCursor(query.cursor);
  const organization = await organizationOf(deps, organizationId);
  const rows = await suppressionsAfter(deps.db, organization.scope, {
    digits: query.search,
    after,
    limit: query.limit,
  });
  const page = pageFrom(rows, query.limit);
  return {
    organizationName: organization.name,
    optOuts: page.rows.map((row) => ({
      phone: row.phone,
      source: row.source,
      reason: row.reason,
      createdDate: row.createdDate.toISOString(),
    })),
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
  };
}

/** Every change of one number in the organization, newest first, and whether it is opted out now. */
export async function optOutHistory(deps: OptOutsDeps, organizationId: string, phone: string): Promise<OptOutHistory> {
  const { scope } = await organizationOf(deps, organizationId);
  const [events, current] = await Promise.all([
    suppressionEventsOf(deps.db, scope, phone, OPT_OUT_HISTORY_LIMIT),
    findSuppression(deps.db, scope, phone),
  ]);
  return { phone, optedOut: current !== undefined, events: events.map(toEvent) };
}

export interface AdminChange {
  organizationId: string;
  /** E.164. */
  phone: string;
  /** Trimmed, checked by the domain schema. */
  reason: string;
  actorId: string;
  /** Recorded in the audit log beside the id. */
  actorEmail?: string | undefined;
}

/** Undoes an opt-out: the number may be texted again; 404 when it is not opted out in the organization. */
export async function undoOptOut(deps: OptOutsDeps, change: AdminChange): Promise<OptOutChangeReply> {
  const { scope } = await organizationOf(deps, change.organizationId);
  const event = await deps.db.transaction(async (tx) => {
    const opted = await recordOptIn(tx, { scope, phone: change.phone, source: 'admin', ...reasonOf(change) });
    if (opted) await auditOptOutChange(tx, change, 'optout.undone', opted.id);
    return opted;
  });
  if (!event) throw new AppError('NOT_OPTED_OUT', optOutTexts.notOptedOut);
  return { phone: change.phone, event: toEvent(event) };
}

/** Opts a number out by hand (the contact asked by phone or e-mail); 409 when it is already opted out. */
export async function addOptOut(deps: OptOutsDeps, change: AdminChange): Promise<OptOutChangeReply> {
  const { scope } = await organizationOf(deps, change.organizationId);
  const event = await deps.db.transaction(async (tx) => {
    const opted = await recordOptOut(tx, { scope, phone: change.phone, source: 'admin', ...reasonOf(change) });
    if (opted) await auditOptOutChange(tx, change, 'optout.added', opted.id);
    return opted;
  });
  if (!event) throw new AppError('ALREADY_OPTED_OUT', optOutTexts.alreadyOptedOut);
  return { phone: change.phone, event: toEvent(event) };
}

/** The audit entry of an admin's change: the number masked, the reason as given (an admin wrote it for admins). */
function auditOptOutChange(tx: Tx, change: AdminChange, action: 'optout.undone' | 'optout.added', eventId: string) {
  return recordAudit(tx, {
    actor: { id: change.actorId, email: change.actorEmail },
    action,
    target: { type: 'optout', id: eventId, label: maskedPhone(change.phone) },
    organizationId: change.organizationId,
    details: { reason: change.reason },
  });
}

const reasonOf = (change: AdminChange) => ({ reason: change.reason, actorId: change.actorId });
