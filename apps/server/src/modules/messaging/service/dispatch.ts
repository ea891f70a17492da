import { normaliseGsm, renderTemplate } from '@roost/domain';
import { DateTime } from 'luxon';
import type { Db } from '../../../db/types';
import {
  activeCampaigns,
  campaignDay,
  completeCampaign,
  contactsByIds,
  contactsPage,
  countSent,
  DEFAULT_CAMPAIGN_TIME_ZONE,
  dueCampaignIds,
  markContactsSent,
  nextSendTime,
  recipientLocation,
  startCampaign,
  type SendingCampaign,
  type TextContact,
} from '../../campaigns';
import { suppressedPhones, suppressionScopeFor } from '../../contacts';
import { campaignLinkUrls, createCampaignLinks, safeRedirect } from '../../links';
import type { Carrier } from '../providers/carrier';
import {
  claimDue,
  countClaimedSince,
  hasOpenSends,
  insertSends,
  markSentBatch,
  markUnknown,
  moveSend,
  storeBodies,
  unsettled,
  type ClaimedSend,
  type NewSend,
  type SendRow,
} from '../repo';

export interface DispatchDeps {
  db: Db;
  carrier: Carrier;
  now: () => Date;
  /** Short links: the server's public address they live on, and where a campaign without a page sends people. */
  links: { baseUrl: string; defaultRedirect: string };
  /** Rows claimed per campaign per tick. */
  batchSize?: number;
  /** A row still `sending` this long after its claim was left by a crash: reconcile it. */
  staleAfterMs?: number;
  /** How long a refused-but-retryable text waits. */
  retryAfterMs?: number;
}

export interface DispatchReport {
  started: number;
  sent: number;
  failed: number;
  unknown: number;
  skipped: number;
  /** Waiting for the recipient's next allowed time, or a carrier that asked to retry later. */
  deferred: number;
  reconciled: number;
  completed: number;
}

const LEDGER_PAGE = 2_000;
const SEND_CONCURRENCY = 32;

/**
 * One pass of the sender: starts the campaigns whose day has come, settles texts whose outcome is unknown,
 * sends what is due within each campaign's daily cap, and completes campaigns with nothing left. Safe to
 * run in any number of processes at once: every change is a compare-and-set on the row it changes.
 */
export async function dispatchTick(deps: DispatchDeps): Promise<DispatchReport> {
  const report: DispatchReport = {
    started: 0,
    sent: 0,
    failed: 0,
    unknown: 0,
    skipped: 0,
    deferred: 0,
    reconciled: 0,
    completed: 0,
  };
  const now = deps.now();
  report.started = await startDueCampaigns(deps, now);
  report.reconciled = await reconcile(deps, now);
  for (const campaign of await activeCampaigns(deps.db)) {
    await sendDue(deps, campaign, now, report);
    if (!(await hasOpenSends(deps.db, campaign.id)) && (await completeCampaign(deps.db, campaign.id))) {
      report.completed += 1;
    }
  }
  return report;
}

function scheduleOf(campaign: SendingCampaign) {
  if (!campaign.startDate || !campaign.endDate || !campaign.daysOfWeek) return undefined;
  return {
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    daysOfWeek: campaign.daysOfWeek,
    timeZone: DEFAULT_CAMPAIGN_TIME_ZONE,
  };
}

/**
 * When a text may go to each contact, from `now`: null when the schedule leaves no time. The answer depends
 * only on the recipient's zone and state, so one is worked out per place and reused for the batch.
 */
function dueTimes(campaign: SendingCampaign, now: Date) {
  const schedule = scheduleOf(campaign);
  const byPlace = new Map<string, Date | null>();
  return (contact: Pick<TextContact, 'zip' | 'phoneNumber'>): Date | null => {
    if (!schedule) return null;
    const location = recipientLocation({ zip: contact.zip, phone: contact.phoneNumber });
    const place = `${location?.zone ?? ''}|${location?.state ?? ''}`;
    if (!byPlace.has(place)) {
      byPlace.set(place, nextSendTime({ now, zone: location?.zone ?? null, state: location?.state ?? null, schedule }));
    }
    return byPlace.get(place)!;
  };
}

/** new -> active by compare-and-set, with the ledger written in the same transaction. */
async function startDueCampaigns(deps: DispatchDeps, now: Date): Promise<number> {
  const today = DateTime.fromJSDate(now, { zone: DEFAULT_CAMPAIGN_TIME_ZONE }).toISODate()!;
  let started = 0;
  for (const id of await dueCampaignIds(deps.db, today)) {
    const won = await deps.db.transaction(async (tx) => {
      const campaign = await startCampaign(tx, id);
      if (!campaign) return false;
      const dueTime = dueTimes(campaign, now);
      for (let after = ''; ;) {
        const page = await contactsPage(tx, id, after, LEDGER_PAGE);
        if (page.length === 0) break;
        await insertSends(
          tx,
          page.map((contact): NewSend => {
            const due = dueTime(contact);
            return {
              campaignId: id,
              contactId: contact.id,
              phone: contact.phoneNumber,
              ...(due ? { dueAt: due } : { status: 'skipped', skipReason: 'schedule-ended' }),
            };
          }),
        );
        await createCampaignLinks(
          tx,
          id,
          page.map((contact) => contact.id),
          safeRedirect(campaign.redirectUrl) ?? deps.links.defaultRedirect,
        );
        after = page[page.length - 1]!.id;
      }
      return true;
    });
    if (won) started += 1;
  }
  return started;
}

/**
 * Texts whose outcome is not known (a crash after the claim, a carrier time-out): the carrier is asked
 * whether it has the text; found -> sent, not found -> pending again. Never sent twice on a guess.
 */
async function reconcile(deps: DispatchDeps, now: Date): Promise<number> {
  const before = new Date(now.getTime() - (deps.staleAfterMs ?? 60_000));
  let settled = 0;
  for (const row of await unsettled(deps.db, before, 500)) {
    const found =
      row.body && row.claimedAt
        ? await deps.carrier.find({ to: row.phone, body: row.body, since: row.claimedAt })
        : undefined;
    const moved = found
      ? await recordSent(deps.db, row, {
          messageId: found.messageId,
          deliveryStatus: found.status,
          carrier: deps.carrier.name,
          sentAt: row.claimedAt,
        })
      : await moveSend(deps.db, row.id, row.status, { status: 'pending', dueAt: now });
    if (moved) settled += 1;
  }
  return settled;
}

async function sendDue(deps: DispatchDeps, campaign: SendingCampaign, now: Date, report: DispatchReport) {
  const day = campaignDay(now, DEFAULT_CAMPAIGN_TIME_ZONE);
  const allowance = campaign.messagesPerDay - (await countClaimedSince(deps.db, campaign.id, day.dayStart));
  const claimed = await claimDue(deps.db, campaign.id, now, Math.min(allowance, deps.batchSize ?? 500));
  if (claimed.length === 0) return;
  const contactIds = claimed.map((row) => row.contactId);
  const [contacts, links] = await Promise.all([
    contactsByIds(deps.db, contactIds),
    campaignLinkUrls(deps.db, deps.links.baseUrl, campaign.id, contactIds),
  ]);
  // Right before the send: opt-outs recorded since the import, across the organization.
  const scope = await suppressionScopeFor(deps.db, campaign.ownerId, campaign.teamId ?? undefined);
  const suppressed = await suppressedPhones(
    deps.db,
    scope,
    claimed.map((row) => row.phone),
  );

  const dueTime = dueTimes(campaign, now);
  const texts: (ClaimedSend & { body: string })[] = [];
  for (const row of claimed) {
    const contact = contacts.get(row.contactId);
    const skipReason = suppressed.has(row.phone)
      ? 'opted-out'
      : !contact
        ? 'removed'
        : !campaign.templateBody
          ? 'no-template'
          : null;
    if (skipReason || !contact) {
      await moveSend(deps.db, row.id, 'sending', { status: 'skipped', skipReason });
      report.skipped += 1;
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
    texts.push({ ...row, body: textFor(campaign, contact, links.get(row.contactId) ?? null) });
  }
  if (texts.length === 0) return;

  // The texts are stored before the carrier is called: after a crash, the reconcile looks for exactly them.
  await storeBodies(deps.db, texts, deps.carrier.name);
  const accepted: { id: string; contactId: string; messageId: string; status: string }[] = [];
  const unknown: string[] = [];
  const send = async (text: ClaimedSend & { body: string }) => {
    const outcome = await deps.carrier.send({ to: text.phone, body: text.body });
    if (outcome.kind === 'accepted') {
      accepted.push({ id: text.id, contactId: text.contactId, messageId: outcome.messageId, status: outcome.status });
    } else if (outcome.kind === 'unknown') {
      unknown.push(text.id);
    } else {
      await moveSend(
        deps.db,
        text.id,
        'sending',
        outcome.retryable
          ? { status: 'pending', dueAt: new Date(now.getTime() + (deps.retryAfterMs ?? 60_000)) }
          : { status: 'failed', errorCode: outcome.code ?? null },
      );
      report[outcome.retryable ? 'deferred' : 'failed'] += 1;
    }
  };
  for (let start = 0; start < texts.length; start += SEND_CONCURRENCY) {
    await Promise.all(texts.slice(start, start + SEND_CONCURRENCY).map(send));
  }
  report.sent += await recordSentBatch(deps.db, campaign.id, accepted, now);
  report.unknown += await markUnknown(deps.db, unknown);
}

/**
 * sending -> sent for a batch, with the campaign's sent counter and the contacts' Sent status in the same
 * transaction, so the counter is the recount. A row another process settled meanwhile is not counted.
 */
async function recordSentBatch(
  db: Db,
  campaignId: string,
  accepted: { id: string; contactId: string; messageId: string; status: string }[],
  now: Date,
): Promise<number> {
  if (accepted.length === 0) return 0;
  return db.transaction(async (tx) => {
    const contactIds = await markSentBatch(tx, accepted, now);
    await countSent(tx, campaignId, contactIds.length);
    await markContactsSent(tx, contactIds);
    return contactIds.length;
  });
}

/** A reconciled row: unknown/sending -> sent, counted and its contact Sent, in one transaction. */
function recordSent(db: Db, row: SendRow, patch: Partial<NewSend>) {
  return db.transaction(async (tx) => {
    const moved = await moveSend(tx, row.id, row.status, { ...patch, status: 'sent' });
    if (moved) {
      await countSent(tx, row.campaignId, 1);
      await markContactsSent(tx, [row.contactId]);
    }
    return moved;
  });
}

/** The campaign's template for one contact (spec placeholders), GSM look-alikes replaced. */
function textFor(campaign: SendingCampaign, contact: TextContact, shortLink: string | null): string {
  const street = contact.address?.trim() || null;
  const inquiry = [street, contact.city?.trim()].filter(Boolean).join(', ') || null;
  return normaliseGsm(
    renderTemplate(campaign.templateBody!, {
      firstName: contact.firstName,
      agentFirstName: campaign.contactName?.trim().split(/\s+/)[0] ?? null,
      streetAddress: street,
      inquiryAddress: inquiry,
      refId: contact.refId,
      shortLink,
    }),
  );
}
