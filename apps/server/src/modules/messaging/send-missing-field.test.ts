import { afterAll, beforeAll, expect, it } from 'vitest';
import { identityEnv, get } from '../../../test/identity-helpers';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { dispatchDepsOf, dispatchTick } from './testing';

/**
 * The sender refuses a text that would read an empty placeholder, even for a campaign past its import (the
 * contact's data or the campaign's template changed since): the contact is skipped, never texted.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;

beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
});
afterAll(() => t.close());

it('skips a contact whose text would hold an empty placeholder, and texts the others', async () => {
  const id = await maker.paidCampaign(leads(['Ada,L,(916) 555-0401,95661', 'Alan,T,916.555.0402,95747']));
  const templates = (await get(t, '/api/notifications/message/templates', maker.officer.cookie)).json<{
    results: { id: string; name: string }[];
  }>().results;
  const inquiry = templates.find((template) => template.name === 'Inquiry follow-up')!;
  const sql = (text: string, values: unknown[]) => t.database.sql.executeSql(text, values);
  // Since the import: the campaign's template now needs an address and a reference; only Alan's row has them.
  await sql('update campaigns set template_id = $1 where id = $2', [inquiry.id, id]);
  await sql(
    "update campaign_contacts set address = '12 Oak Ave', city = 'Austin', ref_id = 'R-7' where campaign_id = $1 and phone_number = $2",
    [id, '+19165550402'],
  );

  const clock = { now: new Date('2099-03-02T14:59:00Z') };
  await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
  clock.now = new Date('2099-03-02T16:00:00Z');
  expect(await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now))).toMatchObject({ sent: 1, skipped: 1 });

  const sends = await queryRows<{ phone: string; status: string; skip_reason: string | null }>(
    t.runtime.database,
    'select phone, status, skip_reason from campaign_sends where campaign_id = $1 order by phone',
    [id],
  );
  expect(sends.map((row) => [row.phone, row.status, row.skip_reason])).toEqual([
    ['+19165550401', 'skipped', 'missing-field'],
    ['+19165550402', 'sent', null],
  ]);
  const texts = await queryRows<{ to_number: string; body: string }>(
    t.runtime.database,
    "select to_number, body from sandbox_texts where to_number = any($1) and direction = 'outbound'",
    [['+19165550401', '+19165550402']],
  );
  expect(texts).toEqual([
    { to_number: '+19165550402', body: expect.stringContaining('your question about 12 Oak Ave, Austin (ref R-7)') },
  ]);
});
