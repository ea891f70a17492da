import type { CampaignSubmitReply } from '@roost/domain';
import { expect } from 'vitest';
import { confirmCard, submitBody, uploadLeads } from '../../../test/campaign-helpers';
import { get, post, signedInAs } from '../../../test/identity-helpers';
import type { TestApp } from '../../../test/test-database';

/** A lead file of rows 'First,Last,phone,ZIP'. */
export const leads = (rows: string[]) => ['First Name,Last Name,Mobile,Postal Code', ...rows].join('\r\n');

/** A loan officer with the first seeded template: makes paid campaigns (start 2099-03-02, Mon/Wed/Fri). */
export async function campaignMaker(t: TestApp) {
  const officer = await signedInAs(t, ['user', 'campaigns']);
  const templates = await get(t, '/api/notifications/message/templates', officer.cookie);
  const templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
  return {
    officer,
    async paidCampaign(csv: string): Promise<string> {
      const upload = await uploadLeads(t, officer.cookie, csv);
      const body = submitBody(upload.importId, templateId);
      const reply = (await post(t, '/api/site/campaign/submit', body, officer.cookie)).json<CampaignSubmitReply>();
      await confirmCard(t, officer.cookie, reply);
      // The wizard's second submit (same key) finishes the paid campaign.
      await post(t, '/api/site/campaign/submit', body, officer.cookie);
      const campaign = await get(t, `/api/site/campaign/${reply.campaignId}`, officer.cookie);
      expect(campaign.json(), campaign.body).toMatchObject({ status: 'new' });
      return reply.campaignId;
    },
  };
}
