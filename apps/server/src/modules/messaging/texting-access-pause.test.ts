import { afterAll, beforeAll, expect, it } from 'vitest';
import { campaignMaker, leads, servicesOf, textsTo } from '../../../test/campaign-helpers';
import { identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { TEXTING_OFF_PAUSE_REASON } from './service/texting-access-pause';
import { dispatchDepsOf, dispatchTick } from './testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
});
afterAll(() => t.close());

it('pauses a paid campaign before its next text once its owner may no longer text, and tells them once', async () => {
  const maker = await campaignMaker(t);
  const id = await maker.paidCampaign(leads(['Ann,Lee,(916) 555-0701,95661', 'Bo,Diaz,(916) 555-0702,95661']));
  const told: string[] = [];
  const deps = (now: string) => ({
    ...dispatchDepsOf(servicesOf(t), () => new Date(now)),
    batchSize: 1,
    tellOwner: async (campaign: { id: string }) => void told.push(campaign.id),
  });
  // The first text goes; then the organization's admin turns the owner's texting off.
  const textsSoFar = async () => (await textsTo(t, '+19165550701')).length + (await textsTo(t, '+19165550702')).length;
  await dispatchTick(deps('2099-03-02T17:00:00Z'));
  expect(await textsSoFar()).toBe(1);
  await queryRows(t.runtime.database, 'update team_users set can_text = false where id = $1', [
    maker.officer.teamUserId,
  ]);

  await dispatchTick(deps('2099-03-02T17:05:00Z'));
  await dispatchTick(deps('2099-03-02T17:10:00Z'));
  expect(await textsSoFar()).toBe(1);
  const [campaign] = await queryRows<{ status: string; pause_reason: string }>(
    t.runtime.database,
    'select status, pause_reason from campaigns where id = $1',
    [id],
  );
  expect(campaign).toEqual({ status: 'paused', pause_reason: TEXTING_OFF_PAUSE_REASON });
  expect(told).toEqual([id]);
});
