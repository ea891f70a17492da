import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignMaker, leads, servicesOf } from '../../../test/campaign-helpers';
import { identityEnv } from '../../../test/identity-helpers';
import { createTestApp, type TestApp } from '../../../test/test-database';
import {
  deliveryDepsOf,
  dispatchDepsOf,
  dispatchTick,
  inboundDepsOf,
  pollCarrierDeliveries,
  receiveText,
  replyNoticeDepsOf,
  SANDBOX_FROM,
  sendReplyNotices,
} from './testing';

/**
 * The texting figures of GET /metrics: what the sender hands the sandbox carrier, what its delivery reports say
 * became of each text, by carrier and error code, and how long a reply waited for its e-mail to the loan officer;
 * a scrape never shows a number or a name.
 */
const TOKEN = 'scrape-token-0123456789abcdef';
let t: TestApp;
let maker: Awaited<ReturnType<typeof campaignMaker>>;
const clock = { now: new Date('2099-03-02T17:00:00Z') };

beforeAll(async () => {
  t = await createTestApp({ ...identityEnv, METRICS_TOKEN: TOKEN }, { seed: true });
  maker = await campaignMaker(t);
});
afterAll(() => t?.close());

const services = () => ({ ...servicesOf(t), metrics: t.runtime.metrics });
/** The shared services as the worker hands them to the reply e-mails (mail, accounts, metrics). */
const allServices = () => ({ ...t.runtime, config: t.config });

async function figures(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return response.body;
}

const sample = (text: string, series: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${series} `))
    .map((line) => Number(line.slice(series.length + 1)))[0];

describe('texting figures', () => {
  it('counts texts handed to the carrier, then delivered and failed by carrier and error code', async () => {
    await maker.paidCampaign(leads(['Ann,Ok,(916) 555-0601,95661', 'Landline,Home,(500) 306-0002,95661']));
    expect(await dispatchTick(dispatchDepsOf(services(), () => clock.now))).toMatchObject({ sent: 2 });

    const handed = await figures();
    expect(sample(handed, 'roost_texts_handed_total{carrier="sandbox"}')).toBe(2);
    // Two texts in the last minute: 2/60 a second.
    expect(sample(handed, 'roost_texts_sending_rate_per_second')).toBeCloseTo(2 / 60, 5);

    // The sandbox reports its verdicts a few seconds on: one delivered, the landline undelivered (30006).
    const at = new Date(clock.now.getTime() + 3_000);
    await pollCarrierDeliveries(
      deliveryDepsOf(allServices(), () => at),
      dispatchDepsOf(services()).carrier,
    );
    const reported = await figures();
    expect(sample(reported, 'roost_texts_delivered_total{carrier="sandbox"}')).toBe(1);
    expect(sample(reported, 'roost_texts_failed_total{carrier="sandbox",error_code="30006"}')).toBe(1);
    expect(reported).not.toMatch(/916\d{7}|5003060002|Landline|Ann/);
  });

  it("counts a refusal at send that no retry mends as a failure with the carrier's code", async () => {
    const carrier = dispatchDepsOf(services()).carrier;
    expect(await carrier.send({ to: 'not-a-number', body: 'Hello' })).toMatchObject({ kind: 'refused', code: 21211 });
    expect(sample(await figures(), 'roost_texts_failed_total{carrier="sandbox",error_code="21211"}')).toBe(1);
  });

  it("observes the lag from a contact's reply to the loan officer's e-mail about it", async () => {
    const repliedAt = new Date(clock.now.getTime() + 10 * 60_000);
    await receiveText(
      inboundDepsOf(services(), () => repliedAt),
      {
        from: '+19165550601',
        to: SANDBOX_FROM,
        body: 'Yes, call me',
        messageId: 'SM-metrics-reply-1',
      },
    );
    const mailedAt = new Date(repliedAt.getTime() + 45_000);
    expect(await sendReplyNotices(replyNoticeDepsOf(allServices(), () => mailedAt))).toBe(1);
    const text = await figures();
    expect(sample(text, 'roost_reply_notice_lag_seconds_count')).toBe(1);
    expect(sample(text, 'roost_reply_notice_lag_seconds_sum')).toBe(45);
    expect(sample(text, 'roost_reply_notice_lag_seconds_bucket{le="30"}')).toBe(0);
    expect(sample(text, 'roost_reply_notice_lag_seconds_bucket{le="60"}')).toBe(1);
  });
});
