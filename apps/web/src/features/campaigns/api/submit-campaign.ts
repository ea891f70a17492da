import { campaignSubmitReplySchema, type CampaignSubmit, type CampaignSubmitReply } from '@roost/domain';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST {site}/campaign/submit: the whole submit sequence on the server, idempotent on the draft's key.
 * Sent again with the same key it continues the same submission (it never charges twice).
 */
export async function submitCampaign(body: CampaignSubmit): Promise<CampaignSubmitReply> {
  return campaignSubmitReplySchema.parse(await apiRequest('site', '/campaign/submit', { method: 'POST', body }));
}
