import { campaignMessages } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import {
  campaignAccess,
  campaignAccessFields,
  contactAccess,
  type CampaignAccess,
  type CampaignAccessFields,
  type CampaignRow,
  type ContactOfCampaign,
} from '../repo';
import { seesAll, type Caller } from './deps';

/**
 * Who may open the campaign: its owner and admins; anyone it reaches (a manager of its team, a collaborator)
 * once it is paid for. Drafts awaiting payment are their owner's only; a deleted campaign is no one's.
 */
const opens = (caller: Caller, { row, reached }: CampaignAccess<CampaignAccessFields>) =>
  row.status !== 'deleted' && (row.ownerId === caller.id || seesAll(caller) || (row.status !== 'unpaid' && reached));

/** Who may change it: its owner, an admin, or a manager of its team it reaches. */
const changes = (caller: Caller, access: CampaignAccess) =>
  opens(caller, access) && (access.row.ownerId === caller.id || seesAll(caller) || access.manages);

/**
 * The campaign if the caller may open it; 404 otherwise (a campaign of another organization is not
 * confirmed to exist). The campaign and the caller's standing toward it are read in one query.
 */
export async function visibleCampaign(db: Db, caller: Caller, id: string): Promise<CampaignRow> {
  const access = await campaignAccess(db, caller.id, id);
  if (!access || !opens(caller, access)) throw new AppError('CAMPAIGN_NOT_FOUND', campaignMessages.campaignNotFound);
  return access.row;
}

/** Throws 404 unless the caller may open the campaign (reads only what the rules need). */
export async function checkCampaignVisible(db: Db, caller: Caller, id: string): Promise<void> {
  const access = await campaignAccessFields(db, caller.id, id);
  if (!access || !opens(caller, access)) throw new AppError('CAMPAIGN_NOT_FOUND', campaignMessages.campaignNotFound);
}

/** The campaign if the caller may change it: its owner, a manager of its team, or an admin. */
export async function ownedCampaign(db: Db, caller: Caller, id: string): Promise<CampaignRow> {
  const access = await campaignAccess(db, caller.id, id);
  if (!access || !changes(caller, access)) throw new AppError('CAMPAIGN_NOT_FOUND', campaignMessages.campaignNotFound);
  return access.row;
}

/** A campaign contact and its campaign if the caller may open the campaign; 404 otherwise (one query). */
export async function visibleContact(
  db: Db,
  caller: Caller,
  contactId: string,
): Promise<{ contact: ContactOfCampaign; campaign: CampaignAccessFields }> {
  const access = await contactAccess(db, caller.id, contactId);
  if (!access || !opens(caller, access)) throw new AppError('CONTACT_NOT_FOUND', campaignMessages.contactNotFound);
  return { contact: access.contact, campaign: access.row };
}
