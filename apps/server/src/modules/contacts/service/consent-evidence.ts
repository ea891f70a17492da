import { CONSENT_EVIDENCE_LIMIT, type ConsentEvent, type ConsentEvidence } from '@roost/domain';
import { accountEmails } from '../../user';
import { consentEventsOf } from '../consent-repo';
import { consentSince } from './consent';
import { organizationOf, type OptOutsDeps } from './opt-outs';

/**
 * A number's consent evidence in an organization for its admins (the route checked the caller's standing):
 * every event oldest first with the words shown or affirmed, who and when, and whether consent holds now.
 */
export async function consentEvidence(
  deps: OptOutsDeps,
  organizationId: string,
  phone: string,
  now = new Date(),
): Promise<ConsentEvidence> {
  const organization = await organizationOf(deps, organizationId);
  const [rows, since] = await Promise.all([
    consentEventsOf(deps.db, organization.scope, phone, CONSENT_EVIDENCE_LIMIT),
    consentSince(deps.db, organization.scope, [phone]),
  ]);
  const actorIds = rows.flatMap(({ event }) => (event.actorId ? [event.actorId] : []));
  const emails = actorIds.length > 0 ? await accountEmails(deps.db, actorIds) : new Map<string, string>();
  const events = rows.map(({ event, statement }): ConsentEvent => ({
    id: String(event.id),
    effect: event.effect,
    kind: event.kind as ConsentEvent['kind'],
    occurredAt: event.occurredAt.toISOString(),
    campaignId: event.campaignId,
    campaignName: event.campaignName,
    fileName: event.fileName,
    rowNumber: event.rowNumber,
    actorId: event.actorId,
    actorEmail: event.actorId ? (emails.get(event.actorId) ?? null) : null,
    ipAddress: event.ipAddress,
    statementId: event.statementId,
    statement,
    words: event.words,
    recordedBeforeLedger: event.recordedBeforeLedger,
  }));
  const consentStart = since.get(phone);
  return {
    phone,
    organizationId,
    organizationName: organization.name,
    consented: consentStart !== undefined,
    consentSince: consentStart?.toISOString() ?? null,
    generatedAt: now.toISOString(),
    events,
  };
}
