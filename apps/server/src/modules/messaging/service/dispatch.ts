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
  markContactSent,
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
  moveSend,
  unsettled,
  type ClaimedSend,
  type NewSend,
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
const SEND_CONCURRENCY = 16;

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

/** When a text may go to this contact, from `now`: null when the schedule leaves no time. */
function dueTime(campaign: SendingCampaign, contact: Pick<TextContact, 'zip' | 'phoneNumber'>, now: Date) {
  const schedule = scheduleOf(campaign);
  if (!schedule) return null;
  const location = recipientLocation({ zip: contact.zip, phone: contact.phoneNumber });
  return nextSendTime({ now, zone: location?.zone ?? null, state: location?.state ?? null, schedule });
}

/** new -> active by compare-and-set, with the ledger written in the same transaction. */
async function startDueCampaigns(deps: DispatchDeps, now: Date): Promise<number> {
  const today = DateTime.fromJSDate(now, { zone: DEFAULT_CAMPAIGN_TIME_ZONE }).toISODate()!;
  let started = 0;
  for (const id of await dueCampaignIds(deps.db, today)) {
    const won = await deps.db.transaction(async (tx) => {
      const campaign = await startCampaign(tx, id);
      if (!campaign) return false;
      for (let after = ''; ;) {
        const page = await contactsPage(tx, id, after, LEDGER_PAGE);
        if (page.length === 0) break;
        await insertSends(
          tx,
          page.map((contact): NewSend => {
            const due = dueTime(campaign, contact, now);
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
      ? await recordSent(deps.db, row, row.status, {
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
  const work = async (row: ClaimedSend) => {
    const contact = contacts.get(row.contactId);
    const text = { optedOut: suppressed.has(row.phone), shortLink: links.get(row.contactId) ?? null };
    report[await sendOne(deps, campaign, row, contact, text, now)] += 1;
  };
  for (let start = 0; start < claimed.length; start += SEND_CONCURRENCY) {
    await Promise.all(claimed.slice(start, start + SEND_CONCURRENCY).map(work));
  }
}

/**
 * sending/unknown -> sent, with the campaign's sent counter and the contact's Sent status in the same
 * transaction, so the counter is the recount.
 */
function recordSent(
  db: Db,
  row: { id: string; campaignId: string; contactId: string },
  from: string,
  patch: Partial<NewSend>,
) {
  return db.transaction(async (tx) => {
    const moved = await moveSend(tx, row.id, from, { ...patch, status: 'sent' });
    if (moved) {
      await countSent(tx, row.campaignId, 1);
      await markContactSent(tx, row.contactId);
    }
    return moved;
  });
}

type Outcome = 'sent' | 'failed' | 'unknown' | 'skipped' | 'deferred';

async function sendOne(
  deps: DispatchDeps,
  campaign: SendingCampaign,
  row: ClaimedSend,
  contact: TextContact | undefined,
  { optedOut, shortLink }: { optedOut: boolean; shortLink: string | null },
  now: Date,
): Promise<Outcome> {
  const skipReason = optedOut ? 'opted-out' : !contact ? 'removed' : !campaign.templateBody ? 'no-template' : null;
  if (skipReason || !contact) {
    await moveSend(deps.db, row.id, 'sending', { status: 'skipped', skipReason });
    return 'skipped';
  }
  // Quiet hours and dates are checked again at the send: a row due before a pause or an outage waits for
  // the recipient's next allowed time, and one past the end date is not sent.
  const due = dueTime(campaign, contact, now);
  if (!due || due.getTime() > now.getTime()) {
    await moveSend(
      deps.db,
      row.id,
      'sending',
      due ? { status: 'pending', dueAt: due } : { status: 'skipped', skipReason: 'schedule-ended' },
    );
    return due ? 'deferred' : 'skipped';
  }
  const body = textFor(campaign, contact, shortLink);
  // The text is stored before the carrier is called: after a crash, the reconcile looks for exactly it.
  if (!(await moveSend(deps.db, row.id, 'sending', { body, carrier: deps.carrier.name }))) return 'skipped';
  const outcome = await deps.carrier.send({ to: row.phone, body });
  if (outcome.kind === 'accepted') {
    await recordSent(deps.db, { ...row, campaignId: campaign.id }, 'sending', {
      messageId: outcome.messageId,
      deliveryStatus: outcome.status,
      sentAt: now,
    });
    return 'sent';
  }
  if (outcome.kind === 'unknown') {
    await moveSend(deps.db, row.id, 'sending', { status: 'unknown' });
    return 'unknown';
  }
  await moveSend(
    deps.db,
    row.id,
    'sending',
    outcome.retryable
      ? { status: 'pending', dueAt: new Date(now.getTime() + (deps.retryAfterMs ?? 60_000)) }
      : { status: 'failed', errorCode: outcome.code ?? null },
  );
  return outcome.retryable ? 'deferred' : 'failed';
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
