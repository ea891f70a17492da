import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/types';
import { relationshipOfContact, relationshipOfPhone, type CampaignRelationship } from '../../campaigns';
import { campaignContactOfLink } from '../../links';
import { deskOf, desksOfTeam, desksServingZip, type LeadDesk } from '../../organizations';
import { leads } from '../tables';

export type LeadRoute = LeadDesk & {
  routedBy: 'campaign-link' | 'relationship' | 'partner-zip' | 'round-robin';
  campaignId: string | null;
  campaignContactId: string | null;
};

/** What routing reads of a new lead. */
export interface LeadToRoute {
  ref?: string | undefined;
  phone?: string | undefined;
  address?: string | undefined;
}

/** The ZIP code at the end of a one-line US address ("..., CA 95661" or "95661-1234"). */
export function zipOfAddress(address: string | undefined): string | undefined {
  return address ? /\b(\d{5})(?:-\d{4})?\s*$/.exec(address.trim())?.[1] : undefined;
}

/**
 * Who takes a lead. The loan officer who owns the relationship: the one whose campaign link brought the visitor, else
 * the one whose campaign last texted the lead's number. One who no longer works there hands it to their old branch,
 * in turn. Without a relationship, the organization's rule: a loan officer whose realtor partner serves the address's
 * ZIP (in turn when several do). Undefined when none applies: the lead is stored unassigned (docs/deviations.md).
 */
export async function routeLead(tx: Tx, lead: LeadToRoute, now: Date): Promise<LeadRoute | undefined> {
  const linked = lead.ref ? await campaignContactOfLink(tx, lead.ref, now) : undefined;
  const fromLink = linked ? await relationshipOfContact(tx, linked.campaignId, linked.contactId) : undefined;
  if (fromLink) return toOwner(tx, fromLink, 'campaign-link');
  const fromPhone = lead.phone ? await relationshipOfPhone(tx, lead.phone) : undefined;
  if (fromPhone) return toOwner(tx, fromPhone, 'relationship');
  const zip = zipOfAddress(lead.address);
  if (!zip) return undefined;
  const desk = await inTurn(tx, `zip:${zip}`, await desksServingZip(tx, zip));
  return desk ? { ...desk, routedBy: 'partner-zip', campaignId: null, campaignContactId: null } : undefined;
}

async function toOwner(tx: Tx, relationship: CampaignRelationship, routedBy: LeadRoute['routedBy']) {
  const campaign = { campaignId: relationship.campaignId, campaignContactId: relationship.contactId };
  const owner = await deskOf(tx, relationship.ownerId, relationship.teamId);
  if (owner) return { ...owner, routedBy, ...campaign };
  const branch = relationship.teamId
    ? await inTurn(tx, `team:${relationship.teamId}`, await desksOfTeam(tx, relationship.teamId))
    : undefined;
  return branch ? { ...branch, routedBy: 'round-robin' as const, ...campaign } : undefined;
}

/**
 * Round-robin: of the candidates, the one who was given a lead longest ago (or never). Leads routed at the same moment
 * to the same candidates wait for each other (an advisory lock until the transaction ends), so each sees the other's.
 */
async function inTurn(tx: Tx, pool: string, candidates: LeadDesk[]): Promise<LeadDesk | undefined> {
  if (candidates.length <= 1) return candidates[0];
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lead-route:${pool}`}))`);
  const latest = await tx
    .select({ ownerUserId: leads.ownerUserId, last: sql<string>`max(${leads.createdDate})`.as('last') })
    .from(leads)
    .where(
      inArray(
        leads.ownerUserId,
        candidates.map((desk) => desk.userId),
      ),
    )
    .groupBy(leads.ownerUserId);
  const lastOf = new Map(latest.map((row) => [row.ownerUserId!, new Date(row.last).getTime()]));
  return [...candidates].sort((a, b) => (lastOf.get(a.userId) ?? 0) - (lastOf.get(b.userId) ?? 0))[0];
}

export const leadRouteColumns = (route: LeadRoute | undefined) => ({
  ownerUserId: route?.userId ?? null,
  teamId: route?.teamId ?? null,
  organizationId: route?.organizationId ?? null,
  routedBy: route?.routedBy ?? null,
  campaignId: route?.campaignId ?? null,
  campaignContactId: route?.campaignContactId ?? null,
});
