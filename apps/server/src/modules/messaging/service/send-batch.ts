import { OWN_CLIENT, renderContactText } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import {
  campaignDay,
  DEFAULT_CAMPAIGN_TIME_ZONE,
  type SendingCampaign,
  type TextContact,
  campaignSending as campaigns,
} from '../../campaigns';
import { consentedPhones, suppressedPhones, suppressionScopeFor } from '../../contacts';
import { campaignLinkUrls } from '../../links';
import {
  claimDue,
  countClaimedSince,
  markSentBatch,
  markUnknown,
  moveSend,
  storeBodies,
  type ClaimedSend,
} from '../repo';
import { recordRefusedSend } from './delivery-status';
import { holdOverFrequency } from './frequency-cap';
import type { DispatchDeps, DispatchReport } from './dispatch';
import { screenNumbers } from './number-screen';
import { returnToSenderRate, takeFromSenderRate } from './sender-rate';
import { skipSend } from './skip-send';
import { dueTimes } from './send-times';

/** Carrier calls in flight at once (a round); its message ids are recorded together. */
const SEND_CONCURRENCY = 64;

/**
 * Sends what is due of a campaign now: within its daily cap and a batch, and within the sender's rate, shared with
 * every campaign and process sending from it (texts taken from the rate but not sent are put back).
 */
export async function sendDue(deps: DispatchDeps, campaign: SendingCampaign, now: Date, report: DispatchReport) {
  const day = campaignDay(now, DEFAULT_CAMPAIGN_TIME_ZONE);
  const allowance = campaign.messagesPerDay - (await countClaimedSince(deps.db, campaign.id, day.dayStart));
  const wanted = Math.min(allowance, deps.batchSize ?? 500);
  if (wanted <= 0) return;
  const rate = deps.senderRate;
  if (!rate) {
    await sendClaimed(deps, campaign, now, report, await claimDue(deps.db, campaign.id, now, wanted));
    return;
  }
  const granted = await takeFromSenderRate(deps.db, rate, wanted);
  let handedOver = 0;
  try {
    const claimed = granted > 0 ? await claimDue(deps.db, campaign.id, now, granted) : [];
    // More may be due than the rate let go: the sender comes back sooner than its usual tick (messaging/module.ts).
    if (granted < wanted && claimed.length === granted) report.paced += 1;
    handedOver = await sendClaimed(deps, campaign, now, report, claimed);
  } finally {
    await returnToSenderRate(deps.db, rate, granted - handedOver);
  }
}

/** Checks and sends the claimed rows; answers how many texts were handed to the carrier. */
async function sendClaimed(
  deps: DispatchDeps,
  campaign: SendingCampaign,
  now: Date,
  report: DispatchReport,
  claimed: ClaimedSend[],
): Promise<number> {
  if (claimed.length === 0) return 0;
  const contactIds = claimed.map((row) => row.contactId);
  const [contacts, links] = await Promise.all([
    campaigns.contactsByIds(deps.db, contactIds),
    campaignLinkUrls(deps.db, linkBaseUrl(deps.links, campaign.client), campaign.id, contactIds),
  ]);
  // Right before the send: opt-outs recorded since the import, across the organization.
  const scope = await suppressionScopeFor(deps.db, campaign.ownerId, campaign.teamId ?? undefined);
  const phones = claimed.map((row) => row.phone);
  const [suppressed, consented] = await Promise.all([
    suppressedPhones(deps.db, scope, phones),
    consentedPhones(deps.db, scope, phones),
  ]);
  // Numbers that changed hands since consent, and landlines, are not texted; a lookup that fails makes them wait.
  const numbers = await screenNumbers(deps.db, deps.numbers, scope, claimed, contacts, now);

  const dueTime = dueTimes(campaign, now);
  const texts: (ClaimedSend & { body: string })[] = [];
  for (const row of claimed) {
    const contact = contacts.get(row.contactId);
    const number = numbers.get(row.phone);
    const skipReason = suppressed.has(row.phone)
      ? 'opted-out'
      : !consented.has(row.phone)
        ? 'no-consent'
        : !contact
          ? 'removed'
          : !campaign.templateBody
            ? 'no-template'
            : number?.kind === 'skip'
              ? number.reason
              : null;
    if (skipReason || !contact) {
      await skipSend(deps.db, row, skipReason);
      report.skipped += 1;
      continue;
    }
    if (number?.kind === 'postpone') {
      const dueAt = new Date(now.getTime() + (deps.retryAfterMs ?? 60_000));
      await moveSend(deps.db, row.id, 'sending', { status: 'pending', dueAt });
      report.deferred += 1;
      continue;
    }
    // Quiet hours and dates are checked again at the send: a row due before a pause or an outage waits for
    // the recipient's next allowed time, and one past the end date is not sent.
    const due = dueTime(contact);
    if (!due || due.getTime() > now.getTime()) {
      await moveSend(
        deps.db,
        row.id,
        'sending',
        due ? { status: 'pending', dueAt: due } : { status: 'skipped', skipReason: 'schedule-ended' },
      );
      report[due ? 'deferred' : 'skipped'] += 1;
      continue;
    }
    const text = textFor(campaign, contact, links.get(row.contactId) ?? null);
    // A text that would read an empty placeholder is never sent (the contact's data changed since the import).
    if (text.missing.length > 0) {
      await moveSend(deps.db, row.id, 'sending', { status: 'skipped', skipReason: 'missing-field' });
      report.skipped += 1;
      continue;
    }
    texts.push({ ...row, body: text.text });
  }
  // Last, the frequency limit across the scope's campaigns: only the texts about to go take a place in it.
  const going = await holdOverFrequency(deps.db, { campaign, scope, now, report }, texts, (row) =>
    contacts.get(row.contactId),
  );
  if (going.length === 0) return 0;

  // The texts are stored before the carrier is called: after a crash, the reconcile looks for exactly them.
  await storeBodies(deps.db, going, deps.carrier.name);
  const send = async (text: ClaimedSend & { body: string }, accepted: AcceptedText[], unknown: string[]) => {
    const outcome = await deps.carrier.send({ to: text.phone, body: text.body });
    if (outcome.kind === 'accepted') {
      accepted.push({ id: text.id, contactId: text.contactId, messageId: outcome.messageId, status: outcome.status });
    } else if (outcome.kind === 'unknown') {
      unknown.push(text.id);
    } else if (outcome.retryable) {
      await moveSend(deps.db, text.id, 'sending', {
        status: 'pending',
        dueAt: new Date(now.getTime() + (deps.retryAfterMs ?? 60_000)),
      });
      report.deferred += 1;
    } else if (await recordRefusedSend(deps.db, campaign, text, outcome.code)) {
      report.failed += 1;
    }
  };
  // Each round's message ids are recorded as soon as its carrier calls return, so a status callback finds its
  // text in the ledger (one that still comes first is tried again: delivery-status.ts). The recording of a
  // round runs while the next round's texts go: the database and the carrier work at the same time.
  let recording = Promise.resolve();
  for (let start = 0; start < going.length; start += SEND_CONCURRENCY) {
    const accepted: AcceptedText[] = [];
    const unknown: string[] = [];
    await Promise.all(going.slice(start, start + SEND_CONCURRENCY).map((text) => send(text, accepted, unknown)));
    await recording;
    recording = (async () => {
      report.sent += await recordSentBatch(deps.db, campaign.id, accepted, now);
      report.unknown += await markUnknown(deps.db, unknown);
    })();
    // Awaited at the next round or at the end; a failure in between must not count as unhandled.
    recording.catch(() => undefined);
  }
  await recording;
  return going.length;
}

type AcceptedText = { id: string; contactId: string; messageId: string; status: string };

/**
 * sending -> sent for a batch, with the campaign's sent counter and the contacts' Sent status in the same
 * transaction, so the counter is the recount. A row another process settled meanwhile is not counted.
 */
async function recordSentBatch(db: Db, campaignId: string, accepted: AcceptedText[], now: Date): Promise<number> {
  if (accepted.length === 0) return 0;
  return db.transaction(async (tx) => {
    const contactIds = await markSentBatch(tx, accepted, now);
    await campaigns.countSent(tx, campaignId, contactIds.length);
    await campaigns.markContactsSent(tx, contactIds, now);
    return contactIds.length;
  });
}

/** The short-link domain of a campaign (spec 4): the default, or the partner's for the second client. */
export function linkBaseUrl(links: DispatchDeps['links'], client: string): string {
  return client !== OWN_CLIENT && links.partnerBaseUrl ? links.partnerBaseUrl : links.baseUrl;
}

/** The campaign's template for one contact (spec placeholders), GSM look-alikes replaced; what it lacked. */
function textFor(campaign: SendingCampaign, contact: TextContact, shortLink: string | null) {
  return renderContactText(campaign.templateBody!, contact, campaign.contactName, shortLink);
}
