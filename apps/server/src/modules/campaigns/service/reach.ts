import { campaignMessages } from '@roost/domain';
import type { Db } from '../../../db/types';
import { notFound } from '../../../errors';
import { teamReachOf } from '../../organizations';
import {
  findCampaign,
  findContactById,
  reachesCampaign,
  type CampaignReach,
  type CampaignRow,
  type ContactRow,
} from '../repo';
import { seesAll, type Caller } from './deps';

/** The campaigns a person reaches: their own, their managed teams', those they collaborate on. */
export async function campaignReachOf(db: Db, caller: Caller): Promise<CampaignReach> {
  const reach = await teamReachOf(db, caller.id);
  return { userId: caller.id, managedTeamIds: reach.managedTeamIds, memberTeamIds: reach.memberTeamIds };
}

/** The campaign and the caller's reach into the teams (read once; null when it was not needed). */
async function campaignFor(db: Db, caller: Caller, id: string) {
  const row = await findCampaign(db, id);
  if (!row || row.status === 'deleted') throw notFound(campaignMessages.campaignNotFound);
  if (row.ownerId === caller.id || seesAll(caller)) return { row, reach: null };
  const reach = await campaignReachOf(db, caller);
  if (row.status !== 'unpaid' && (await reachesCampaign(db, id, reach))) return { row, reach };
  throw notFound(campaignMessages.campaignNotFound);
}

/**
 * The campaign if the caller may open it; 404 otherwise (a campaign of another organization is not
 * confirmed to exist). Drafts awaiting payment are their owner's only.
 */
export async function visibleCampaign(db: Db, caller: Caller, id: string): Promise<CampaignRow> {
  return (await campaignFor(db, caller, id)).row;
}

/** The campaign if the caller may change it: its owner, a manager of its team, or an admin. */
export async function ownedCampaign(db: Db, caller: Caller, id: string): Promise<CampaignRow> {
  const { row, reach } = await campaignFor(db, caller, id);
  if (!reach || (row.teamId && reach.managedTeamIds.includes(row.teamId))) return row;
  throw notFound(campaignMessages.campaignNotFound);
}

/** A campaign contact and its campaign if the caller may open the campaign; 404 otherwise. */
export async function visibleContact(
  db: Db,
  caller: Caller,
  contactId: string,
): Promise<{ contact: ContactRow; campaign: CampaignRow }> {
  const contact = await findContactById(db, contactId);
  if (!contact) throw notFound(campaignMessages.contactNotFound);
  const campaign = await visibleCampaign(db, caller, contact.campaignId).catch(() => {
    throw notFound(campaignMessages.contactNotFound);
  });
  return { contact, campaign };
}
