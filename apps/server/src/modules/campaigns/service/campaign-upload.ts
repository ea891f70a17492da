import type { CampaignImportReply, ContactGroup } from '@roost/domain';
import { AppError } from '../../../errors';
import type { CampaignsDeps, Caller } from './deps';
import { visibleCampaign } from './reach';

const noUpload = () => new AppError('UPLOAD_NOT_FOUND', "This campaign's contacts did not come from an uploaded file");

/**
 * The upload a campaign's contacts came from, for anyone who may open the campaign: its report (null when the
 * contacts were sent as chunks), one rejected group's rows, and the rejected rows as CSV. Kept for the
 * campaign's life, so what was left out stays in view after launch.
 */
export async function campaignUpload(deps: CampaignsDeps, caller: Caller, id: string): Promise<CampaignImportReply> {
  const campaign = await visibleCampaign(deps.db, caller, id);
  return { report: (await deps.leads.campaignImportReport(deps.db, campaign.id)) ?? null };
}

export async function campaignUploadRows(
  deps: CampaignsDeps,
  caller: Caller,
  id: string,
  query: { group: ContactGroup; cursor: number; limit: number },
) {
  const campaign = await visibleCampaign(deps.db, caller, id);
  const page = await deps.leads.campaignImportRows(deps.db, campaign.id, query);
  if (!page) throw noUpload();
  return page;
}

export async function campaignUploadRejectedCsv(deps: CampaignsDeps, caller: Caller, id: string) {
  const campaign = await visibleCampaign(deps.db, caller, id);
  const csv = await deps.leads.campaignRejectedCsv(deps.db, campaign.id);
  if (!csv) throw noUpload();
  return csv;
}
