import { messageTexts, queuedReplyTexts, type MessageSend, type QueuedReply } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import type { SessionUser } from '../../../plugins/access';
import { campaignSending as campaigns } from '../../campaigns';
import type { Carrier } from '../providers/carrier';
import {
  claimDueReplies,
  findQueuedReply,
  insertQueuedReply,
  moveQueuedReply,
  staleSendingReplies,
  visibleQueuedReplies,
  type QueuedReplyRow,
} from '../queued-replies-repo';
import { findGroup, insertMessage } from '../repo';
import { noteHandReply, visibleGroup, type ConversationDeps } from './conversations';
import { scopeOfCampaign } from './threads';
import { optedOut, replyHours, replyTarget, type ReplyTarget } from './reply-rules';

const view = (row: QueuedReplyRow): QueuedReply => ({
  id: row.id,
  groupId: row.groupId,
  message: row.message,
  sendAt: row.sendAt.toISOString(),
  timeZone: row.timeZone,
  status: row.status as QueuedReply['status'],
  reason: row.reason,
  createdDate: row.createdDate.toISOString(),
});

/**
 * POST /message/schedule: the reply goes when the recipient's allowed hours open (at once if they are
 * open). Refused now, not at the opening, for a number that opted out or a server that cannot text.
 */
export async function scheduleReply(deps: ConversationDeps, caller: SessionUser, input: MessageSend) {
  const { group, campaign } = await visibleGroup(deps, caller, input.groupId);
  await campaigns.assertMayText(deps.db, caller, campaign.teamId);
  const target = replyTarget(group, campaign);
  if (await optedOut(deps.db, target)) throw new AppError('CONTACT_OPTED_OUT', messageTexts.optedOut);
  if (!deps.carrier) throw new AppError('TEXTING_NOT_SET_UP', messageTexts.noCarrier);
  const now = deps.now();
  const hours = await replyHours(deps.db, target, now);
  const row = await insertQueuedReply(deps.db, {
    groupId: group.id,
    campaignId: group.campaignId,
    contactId: group.contactId,
    toPhoneNumber: group.toPhoneNumber,
    fromPhoneNumber: group.fromPhoneNumber,
    message: input.message.trim(),
    sendAt: hours.open ? now : hours.opensAt,
    timeZone: hours.timeZone ?? null,
    createdBy: caller.id,
    createdDate: now,
  });
  return { id: row.id, sendAt: row.sendAt.toISOString() };
}

/** GET /message/scheduled?groupId=: the conversation's replies waiting or going, and those that could not go. */
export async function listQueuedReplies(deps: ConversationDeps, caller: SessionUser, groupId: string) {
  const { group } = await visibleGroup(deps, caller, groupId);
  return { results: (await visibleQueuedReplies(deps.db, group.id)).map(view) };
}

/**
 * DELETE /message/scheduled/{id}: cancels a reply that has not gone; 409 once it is going or went, 404 for
 * one the caller cannot see. Cancelling one that will not go anyway changes nothing.
 */
export async function cancelQueuedReply(deps: ConversationDeps, caller: SessionUser, id: string) {
  const row = await findQueuedReply(deps.db, id);
  if (!row) throw new AppError('QUEUED_REPLY_NOT_FOUND', queuedReplyTexts.notFound);
  await visibleGroup(deps, caller, row.groupId).catch(() => {
    throw new AppError('QUEUED_REPLY_NOT_FOUND', queuedReplyTexts.notFound);
  });
  if (await moveQueuedReply(deps.db, id, 'queued', { status: 'cancelled', reason: 'cancelled' })) {
    return view({ ...row, status: 'cancelled', reason: 'cancelled' });
  }
  // Claimed or settled meanwhile: read what it is now.
  const now = (await findQueuedReply(deps.db, id)) ?? row;
  if (now.status === 'sent') throw new AppError('QUEUED_REPLY_ALREADY_SENT', queuedReplyTexts.alreadySent);
  if (now.status === 'sending') throw new AppError('QUEUED_REPLY_ALREADY_SENT', queuedReplyTexts.sending);
  return view(now);
}

export interface QueuedSendDeps {
  db: Db;
  carrier: Carrier;
  now: () => Date;
  /** A `sending` row older than this is a crash's leftover and is reconciled with the carrier. */
  staleAfterMs?: number;
  /** A reply the carrier refused for now is tried again this much later. */
  retryAfterMs?: number;
}

const BATCH = 50;

/**
 * The worker's pass: settles the rows a crash left `sending`, then sends every due reply once. At the send,
 * an opt-out since it was queued cancels it (reason 'opted-out') and hours still closed move it to their
 * next opening.
 */
export async function sendDueReplies(deps: QueuedSendDeps): Promise<number> {
  await reconcileReplies(deps);
  let sent = 0;
  for (;;) {
    const claimed = await claimDueReplies(deps.db, deps.now(), BATCH);
    for (const row of claimed) if (await sendOne(deps, row)) sent += 1;
    if (claimed.length < BATCH) return sent;
  }
}

async function sendOne(deps: QueuedSendDeps, row: QueuedReplyRow): Promise<boolean> {
  const now = deps.now();
  const campaign = await campaigns.sendingCampaign(deps.db, row.campaignId);
  if (!campaign) {
    await moveQueuedReply(deps.db, row.id, 'sending', { status: 'cancelled', reason: 'removed' });
    return false;
  }
  const target: ReplyTarget = {
    ownerId: campaign.ownerId,
    teamId: campaign.teamId ?? null,
    contactId: row.contactId,
    phone: row.toPhoneNumber,
  };
  if (await optedOut(deps.db, target)) {
    await moveQueuedReply(deps.db, row.id, 'sending', { status: 'cancelled', reason: 'opted-out' });
    return false;
  }
  const hours = await replyHours(deps.db, target, now);
  if (!hours.open) {
    await moveQueuedReply(deps.db, row.id, 'sending', { status: 'queued', sendAt: hours.opensAt, claimedAt: null });
    return false;
  }
  const outcome = await deps.carrier.send({ to: row.toPhoneNumber, body: row.message });
  if (outcome.kind === 'accepted') return recordSent(deps.db, row, outcome.messageId, now);
  if (outcome.kind === 'refused') {
    await moveQueuedReply(
      deps.db,
      row.id,
      'sending',
      outcome.retryable
        ? { status: 'queued', sendAt: new Date(now.getTime() + (deps.retryAfterMs ?? 60_000)), claimedAt: null }
        : { status: 'failed', reason: 'not-sent' },
    );
  }
  // Unknown (a time-out): left `sending`, for the reconcile to look up before anything else.
  return false;
}

/** sending -> sent and the text in its conversation (with the carrier's id), together. */
function recordSent(db: Db, row: QueuedReplyRow, messageId: string, at: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await moveQueuedReply(tx, row.id, 'sending', {
      status: 'sent',
      carrierMessageId: messageId,
      sentAt: at,
    });
    if (moved) {
      await insertMessage(tx, {
        groupId: row.groupId,
        direction: 'outbound',
        message: row.message,
        fromPhoneNumber: row.fromPhoneNumber,
        toPhoneNumber: row.toPhoneNumber,
        carrierMessageId: messageId,
        sentBy: row.createdBy,
        createdDate: at,
      });
      // The inbox shows the reply gone: the conversation now waits for the contact.
      const group = await findGroup(tx, row.groupId);
      const campaign = await campaigns.sendingCampaign(tx, row.campaignId);
      if (group && campaign) await noteHandReply(tx, group, await scopeOfCampaign(tx, campaign), row.message, at);
    }
    return moved;
  });
}

/**
 * Rows a crash left `sending` (or whose carrier call timed out): the carrier is asked whether it has the
 * text, sent since the claim. Found -> sent; not found -> queued again, due now (its hours are checked again
 * at the send). Never sent twice on a guess.
 */
async function reconcileReplies(deps: QueuedSendDeps): Promise<void> {
  const now = deps.now();
  const before = new Date(now.getTime() - (deps.staleAfterMs ?? 60_000));
  for (const row of await staleSendingReplies(deps.db, before, BATCH)) {
    const found = row.claimedAt
      ? await deps.carrier.find({ to: row.toPhoneNumber, body: row.message, since: row.claimedAt })
      : undefined;
    if (found) await recordSent(deps.db, row, found.messageId, row.claimedAt ?? now);
    else await moveQueuedReply(deps.db, row.id, 'sending', { status: 'queued', sendAt: now, claimedAt: null });
  }
}
