import type { Db, Tx } from '../../../platform/db/types';
import type { CarrierTextMetrics } from '../../../platform/metrics/metrics';
import { type PausedCampaign, type SendingCampaign, campaignSending as campaigns } from '../../campaigns';
import { optOutNumber, suppressionScopeFor } from '../../contacts';
import { countErrorsSince, moveDeliveryStatuses, sendsByMessageId, type MovedSend } from '../delivery-repo';
import {
  carrierErrorAction,
  isFinalStatus,
  statusRank,
  type Carrier,
  type DeliveryReport,
  type DeliveryStatus,
} from '../providers/carrier';
import { moveSend, type ClaimedSend } from '../repo';

/**
 * Carrier filtering (error 30007) is a verdict on the campaign's content, not on one number: when this many
 * of a campaign's texts sent within the window come back filtered, the campaign is paused and its owner told.
 * Five is well above a stray filtered text and low enough to stop a campaign the carriers have started to
 * block before the sending number's reputation is spent; ten minutes covers the time carriers take to answer.
 */
export const FILTERED_BURST = { texts: 5, windowMs: 10 * 60_000 } as const;
const FILTERED = 30007;

export const FILTERED_PAUSE_REASON =
  `Paused automatically: carriers filtered ${FILTERED_BURST.texts} of this campaign's texts as spam within ` +
  `${FILTERED_BURST.windowMs / 60_000} minutes (error ${FILTERED}). Check the message and its link, then resume the campaign.`;

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  /** Tells the owner of a campaign the sender paused (e-mail); logs its own failures, never throws. */
  tellOwner: (campaign: PausedCampaign) => Promise<void>;
  /** The carrier's delivered and failed texts, counted as their final reports are recorded. */
  texts?: CarrierTextMetrics | undefined;
}

export type DeliveryOutcome = 'recorded' | 'unchanged' | 'unknown-message';

const failing = (status: DeliveryStatus) => status === 'undelivered' || status === 'failed';

/**
 * A carrier's delivery reports (Twilio's status callbacks, the sandbox's polls), applied to the send ledger:
 * a status only moves forward, so duplicates and late arrivals change nothing; as a text's status becomes
 * final the campaign's delivered or failed counter grows in the same transaction, and the carrier's error
 * code is acted on (carrier.ts: carrierErrorAction). Reports of texts that are not campaign texts are ignored.
 */
export async function recordDeliveryStatuses(
  deps: DeliveryDeps,
  reports: readonly DeliveryReport[],
): Promise<Map<string, DeliveryOutcome>> {
  // One report per text, the furthest along (a batch holding two would update the row once, arbitrarily).
  const furthest = new Map<string, DeliveryReport>();
  for (const report of reports) {
    const held = furthest.get(report.messageId);
    if (!held || statusRank(report.status) > statusRank(held.status)) furthest.set(report.messageId, report);
  }
  const sends = await sendsByMessageId(deps.db, [...furthest.keys()]);
  const ours = [...furthest.values()].filter((report) => sends.has(report.messageId));
  const scopes = await optOutScopes(
    deps.db,
    ours.filter((report) => failing(report.status) && carrierErrorAction(report.errorCode) === 'opt-out'),
    (report) => sends.get(report.messageId)!.campaignId,
  );

  const moved = ours.length === 0 ? [] : await deps.db.transaction((tx) => applyMoves(tx, ours, scopes));
  // Counted once committed, and only the rows this call moved: a duplicate report moves nothing.
  for (const row of moved) {
    if (row.status === 'delivered') deps.texts?.delivered();
    else if (failing(row.status)) deps.texts?.failed(row.errorCode ?? undefined);
  }

  const filteredCampaigns = new Set(
    moved.filter((row) => failing(row.status) && row.errorCode === FILTERED).map((row) => row.campaignId),
  );
  for (const campaignId of filteredCampaigns) await pauseOnFilteringBurst(deps, campaignId);

  const outcomes = new Map<string, DeliveryOutcome>();
  for (const messageId of furthest.keys())
    outcomes.set(messageId, sends.has(messageId) ? 'unchanged' : 'unknown-message');
  for (const row of moved) outcomes.set(row.messageId, 'recorded');
  return outcomes;
}

/**
 * A status callback can outrun the sender's recording of its message id (the ids of a round of carrier calls
 * are written when the round returns): a report whose id is not in the ledger yet is tried again after these
 * delays, in this process, then dropped (it was not one of ours).
 */
export const UNKNOWN_REPORT_RETRIES_MS = [2_000, 15_000, 60_000] as const;

export function retryUnknownReport(
  deps: DeliveryDeps,
  report: DeliveryReport,
  delays: readonly number[] = UNKNOWN_REPORT_RETRIES_MS,
): void {
  const [delay, ...later] = delays;
  if (delay === undefined) return;
  const timer = setTimeout(() => {
    recordDeliveryStatus(deps, report)
      .then((outcome) => outcome === 'unknown-message' && retryUnknownReport(deps, report, later))
      .catch(() => undefined);
  }, delay);
  timer.unref();
}

/** One report (a status callback). */
export async function recordDeliveryStatus(deps: DeliveryDeps, report: DeliveryReport): Promise<DeliveryOutcome> {
  return (await recordDeliveryStatuses(deps, [report])).get(report.messageId) ?? 'unknown-message';
}

/** The sandbox carrier's texts moved along (queued -> sent -> delivered), reported like status callbacks. */
export async function pollCarrierDeliveries(deps: DeliveryDeps, carrier: Carrier): Promise<number> {
  if (!carrier.pollDeliveries) return 0;
  const reports = await carrier.pollDeliveries(deps.now());
  const outcomes = await recordDeliveryStatuses(deps, reports);
  // Only now does the carrier forget them: a crash before this line has them reported again.
  await carrier.deliveriesRecorded?.(reports);
  return [...outcomes.values()].filter((outcome) => outcome === 'recorded').length;
}

/**
 * A text the carrier refused at send (nothing was sent, and retrying will not help): sending -> failed with
 * the carrier's code, counted in the campaign's failed counter and acted on (21610 opts the number out,
 * 21211/21614 make the contact DoNotCall) in one transaction. False when another process settled the row.
 * For the sender (send-batch.ts) to call where it marks a refused, non-retryable text failed.
 */
export async function recordRefusedSend(
  db: Db,
  campaign: Pick<SendingCampaign, 'id' | 'ownerId' | 'teamId'>,
  row: ClaimedSend,
  errorCode: number | undefined,
): Promise<boolean> {
  const scope =
    carrierErrorAction(errorCode) === 'opt-out'
      ? await suppressionScopeFor(db, campaign.ownerId, campaign.teamId ?? undefined)
      : undefined;
  return db.transaction(async (tx) => {
    const moved = await moveSend(tx, row.id, 'sending', { status: 'failed', errorCode: errorCode ?? null });
    if (!moved) return false;
    await campaigns.countDeliveries(tx, campaign.id, { delivered: 0, failed: 1 });
    await actOnError(tx, { ...row, errorCode: errorCode ?? null }, scope);
    return true;
  });
}

async function applyMoves(tx: Tx, reports: DeliveryReport[], scopes: Map<string, string>): Promise<MovedSend[]> {
  const moved = await moveDeliveryStatuses(tx, reports);
  const counts = new Map<string, { delivered: number; failed: number }>();
  for (const row of moved) {
    if (!isFinalStatus(row.status)) continue;
    const tally = counts.get(row.campaignId) ?? { delivered: 0, failed: 0 };
    tally[row.status === 'delivered' ? 'delivered' : 'failed'] += 1;
    counts.set(row.campaignId, tally);
    if (failing(row.status)) await actOnError(tx, row, scopes.get(row.campaignId));
  }
  for (const [campaignId, tally] of counts) await campaigns.countDeliveries(tx, campaignId, tally);
  return moved;
}

/** 21610: the number opted out at the carrier; 30003/30005/30006, 21211/21614: the number cannot take texts. */
async function actOnError(
  tx: Tx,
  row: Pick<MovedSend, 'contactId' | 'phone' | 'errorCode'>,
  scope: string | undefined,
): Promise<void> {
  const action = carrierErrorAction(row.errorCode ?? undefined);
  if (action === 'opt-out' && scope) {
    await optOutNumber(tx, { scope, phone: row.phone, source: 'carrier', reason: `Carrier error ${row.errorCode}` });
    await campaigns.markContactOptedOut(tx, row.contactId);
  } else if (action === 'bad-number') {
    await campaigns.markContactDoNotCall(tx, row.contactId);
  }
}

/** Whose opt-outs each campaign's carrier opt-outs join, read before the transaction. */
async function optOutScopes<T>(db: Db, reports: T[], campaignOf: (report: T) => string): Promise<Map<string, string>> {
  const scopes = new Map<string, string>();
  for (const campaignId of new Set(reports.map(campaignOf))) {
    const campaign = await campaigns.sendingCampaign(db, campaignId);
    if (campaign) scopes.set(campaignId, await suppressionScopeFor(db, campaign.ownerId, campaign.teamId ?? undefined));
  }
  return scopes;
}

/**
 * Pauses the campaign (active -> paused, once) when enough of its recent texts were filtered, and tells its
 * owner. Checked after the reports are committed, so of two reports arriving together the later one sees both.
 */
async function pauseOnFilteringBurst(deps: DeliveryDeps, campaignId: string): Promise<void> {
  const since = new Date(deps.now().getTime() - FILTERED_BURST.windowMs);
  if ((await countErrorsSince(deps.db, campaignId, FILTERED, since)) < FILTERED_BURST.texts) return;
  const paused = await campaigns.pauseCampaign(deps.db, campaignId, FILTERED_PAUSE_REASON);
  if (paused) await deps.tellOwner(paused);
}
