import type { CampaignSubmitReply } from '@roost/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCard, sampleLeads, submitBody, uploadLeads, texter } from '../../../test/campaign-helpers';
import { get, identityEnv, post, signedInAs } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';
import { campaignsDepsOf } from './module';
import { resumeStaleSubmissions } from './service/finalize-job';

/**
 * A person paid and closed the page, and the processor's event was lost: the sweep asks the processor about
 * submissions waiting over five minutes (not those left for more than a day) and finishes the paid ones.
 */
let t: TestApp;
let officer: Awaited<ReturnType<typeof signedInAs>>;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  officer = await texter(t, ['user', 'campaigns']);
  const templates = await get(t, '/api/notifications/message/templates', officer.cookie);
  templateId = templates.json<{ results: { id: string }[] }>().results[0]!.id;
});
afterAll(() => t.close());

describe('resume sweep', () => {
  it('finishes a paid submission nobody came back to, once', async () => {
    const upload = await uploadLeads(t, officer.cookie, sampleLeads);
    const reply = (
      await post(t, '/api/site/campaign/submit', submitBody(upload.importId, templateId), officer.cookie)
    ).json<CampaignSubmitReply>();
    await confirmCard(t, officer.cookie, reply);
    const deps = campaignsDepsOf(t.runtime);

    expect(await resumeStaleSubmissions(deps, new Date())).toBe(0);
    expect(await resumeStaleSubmissions(deps, new Date(Date.now() + 2 * 24 * 3600_000))).toBe(0);
    expect(await resumeStaleSubmissions(deps, new Date(Date.now() + 10 * 60_000))).toBe(1);
    expect(await resumeStaleSubmissions(deps, new Date(Date.now() + 10 * 60_000))).toBe(0);

    const campaign = await get(t, `/api/site/campaign/${reply.campaignId}`, officer.cookie);
    expect(campaign.json()).toMatchObject({ status: 'new', totalContacts: 3 });
  });
});
