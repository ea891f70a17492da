import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, identityEnv } from '../../../test/identity-helpers';
import { createTestApp, queryRows, type TestApp } from '../../../test/test-database';
import { SANDBOX_FROM, dispatchDepsOf, dispatchTick, inboundDepsOf, receiveText } from './testing';
import {
  campaignMaker,
  contactStatuses,
  leads,
  servicesOf,
  textsTo as sandboxTextsTo,
} from '../../../test/campaign-helpers';

/**
 * Replies to campaign texts: kept in the contact's conversation once, whatever the carrier's retries;
 * STOP opts the number out across the organization with exactly one confirmation, START opts it back in,
 * HELP answers with the company's details, and anything else makes the contact Active with a new message.
 */
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
const clock = { now: new Date('2099-03-02T17:00:00Z') };
let sequence = 0;

// Each reply comes a second after what came before, as in life: a text sent back to it sorts after the campaign's
// (the sandbox stamps texts with this clock, and rows of one instant come back in any order).
const reply = (from: string, body: string, messageId = `SMinbound${(sequence += 1)}`) => {
  clock.now = new Date(clock.now.getTime() + 1000);
  return receiveText(
    inboundDepsOf(servicesOf(t), () => clock.now),
    { from, to: SANDBOX_FROM, body, messageId },
  );
};

const textsTo = (phone: string) => sandboxTextsTo(t, phone);
const contactStatus = (phone: string) => contactStatuses(t, phone);
const conversation = async (phone: string) =>
  queryRows<{ direction: string; message: string; group_status: string }>(
    t.runtime.database,
    `select m.direction, m.message, g.group_status from messages m join message_groups g on g.id = m.group_id
     where g.to_phone_number = $1 order by m.created_date, m.direction`,
    [phone],
  );

let campaignId: string;
beforeAll(async () => {
  t = await createTestApp(identityEnv, { seed: true });
  maker = await campaignMaker(t);
  campaignId = await maker.paidCampaign(
    leads([
      'Ana,Reply,(916) 555-0301,95661',
      'Ben,Stop,(916) 555-0302,95661',
      'Cy,Help,(916) 555-0303,95661',
      'Di,Phrase,(916) 555-0304,95661',
    ]),
  );
  expect(await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now))).toMatchObject({ sent: 4 });
});
afterAll(() => t.close());

const campaign = async () =>
  (await get(t, `/api/site/campaign/${campaignId}`, maker.officer.cookie)).json<{
    totalActive: number;
    totalOptOuts: number;
  }>();

describe('replies to campaign texts', () => {
  it('keeps a reply in the conversation, makes the contact Active once and flags a new message', async () => {
    expect(await reply('+19165550301', 'Yes, call me 🙂')).toBe('message');
    expect(await reply('+19165550301', 'After 5pm works best')).toBe('message');
    expect(await contactStatus('+19165550301')).toEqual(['Active']);
    expect(await conversation('+19165550301')).toEqual([
      { direction: 'inbound', message: 'Yes, call me 🙂', group_status: 'NewMessage' },
      { direction: 'inbound', message: 'After 5pm works best', group_status: 'NewMessage' },
    ]);
    expect(await campaign()).toMatchObject({ totalActive: 1 });
    // Nothing is texted back to an ordinary reply: only the campaign text went to this number.
    expect(await textsTo('+19165550301')).toHaveLength(1);
  });

  it('stores a reply the carrier delivers twice once', async () => {
    expect(await reply('+19165550301', 'Thanks', 'SMrepeated0001')).toBe('message');
    expect(await reply('+19165550301', 'Thanks', 'SMrepeated0001')).toBe('duplicate');
    expect((await conversation('+19165550301')).filter((message) => message.message === 'Thanks')).toHaveLength(1);
  });

  it('opts a number out on STOP with exactly one confirmation, and counts it once', async () => {
    expect(await reply('+19165550302', 'STOP')).toBe('opted-out');
    expect(await reply('+19165550302', 'stop')).toBe('opted-out');
    const texts = await textsTo('+19165550302');
    expect(texts).toHaveLength(2);
    expect(texts[1]).toBe(
      'You are unsubscribed from Roost Home Finance messages. No more messages will be sent. Reply START to resubscribe.',
    );
    expect(await contactStatus('+19165550302')).toEqual(['OptOut']);
    expect(await campaign()).toMatchObject({ totalOptOuts: 1 });
    const [suppression] = await queryRows<{ source: string }>(
      t.runtime.database,
      "select source from suppressions where phone = '+19165550302'",
    );
    expect(suppression).toEqual({ source: 'reply' });
  });

  it('opts out on a plain phrase, and the number is kept out of the organization next campaign', async () => {
    expect(await reply('+19165550304', "please don't text me again")).toBe('opted-out');
    const next = await maker.paidCampaign(leads(['Di,Phrase,(916) 555-0304,95661', 'Ed,New,(916) 555-0305,95661']));
    clock.now = new Date('2099-03-04T17:00:00Z');
    await dispatchTick(dispatchDepsOf(servicesOf(t), () => clock.now));
    const ledger = await queryRows<{ phone: string; status: string }>(
      t.runtime.database,
      'select phone, status from campaign_sends where campaign_id = $1 order by phone',
      [next],
    );
    // The upload already left the number out (opted out in the organization); nothing was texted to it.
    expect(ledger).toEqual([{ phone: '+19165550305', status: 'sent' }]);
    expect(await textsTo('+19165550304')).toHaveLength(2);
  });

  it('answers HELP with the company, its NMLS id, the rates notice and how to stop', async () => {
    expect(await reply('+19165550303', 'HELP')).toBe('help');
    const help = (await textsTo('+19165550303')).at(-1)!;
    expect(help).toContain('Roost Home Finance, NMLS #0000000.');
    expect(help).toContain('Msg & data rates may apply.');
    expect(help).toContain('Reply STOP to opt out.');
    expect(await contactStatus('+19165550303')).toEqual(['Sent']);
  });

  it('opts back in on START with one confirmation, and does nothing for a number that never opted out', async () => {
    expect(await reply('+19165550302', 'START')).toBe('opted-in');
    expect((await textsTo('+19165550302')).at(-1)).toMatch(
      /^You are subscribed to Roost Home Finance messages again\./,
    );
    expect(await queryRows(t.runtime.database, "select 1 from suppressions where phone = '+19165550302'")).toEqual([]);
    const before = (await textsTo('+19165550301')).length;
    expect(await reply('+19165550301', 'START')).toBe('opted-in');
    expect(await textsTo('+19165550301')).toHaveLength(before);
  });

  it('ignores a text from a number no campaign texted, and keeps at most 1,600 characters of a long reply', async () => {
    expect(await reply('+19165559999', 'Who is this?')).toBe('unknown-sender');
    expect(await reply('+19165550301', 'x'.repeat(5_000))).toBe('message');
    const long = (await conversation('+19165550301')).at(-1)!;
    expect(long.message).toHaveLength(1_600);
  });
});
