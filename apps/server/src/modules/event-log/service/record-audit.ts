import { randomUUID } from 'node:crypto';
import { AUDIT_SOURCE, type AuditAction, type AuditTargetType } from '@roost/domain';
import type { Db, Tx } from '../../../platform/db/types';
import { insertAuditEntry } from '../repo';

/** Who acted: a signed-in person (a SessionUser fits), or only their id where nothing else is known. */
export interface AuditActor {
  id: string;
  email?: string | null | undefined;
  name?: string | null | undefined;
}

/**
 * One audit entry. `details` is what an admin needs to understand the act (amounts in cents, fields changed,
 * statuses before and after): never a phone number (mask it with the domain's `maskedPhone`), a card or a
 * message text.
 */
export interface AuditEntry {
  /** null when the system acted by itself (a payment processor's event with no person behind it). */
  actor: AuditActor | null;
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label?: string | null | undefined };
  organizationId?: string | null | undefined;
  details?: Record<string, string | number | boolean | null> | undefined;
}

/** The actor as known now: the e-mail (lower case, as the filter matches it), else the name. */
const labelOf = (actor: AuditActor) => actor.email?.trim().toLowerCase() || actor.name?.trim() || null;

/**
 * Records who did what to which record. Pass the transaction that makes the change, so an entry is never
 * left behind by a change that was rolled back; where the change has none, call it right after.
 */
export async function recordAudit(db: Db | Tx, entry: AuditEntry, now = new Date()): Promise<void> {
  await insertAuditEntry(db, {
    id: `${AUDIT_SOURCE}-${entry.action}-${randomUUID()}`,
    source: AUDIT_SOURCE,
    action: entry.action,
    data: entry.details ?? {},
    actorId: entry.actor?.id ?? null,
    actorLabel: entry.actor ? labelOf(entry.actor) : null,
    targetType: entry.target.type,
    targetId: entry.target.id,
    targetLabel: entry.target.label ?? null,
    organizationId: entry.organizationId ?? null,
    createdAt: now,
  });
}
