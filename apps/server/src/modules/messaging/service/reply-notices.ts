import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import type { MailProvider } from '../../notifications';
import { findConversation, newestCampaignOf } from '../conversation-repo';
import {
  claimDueNotices,
  replyNoticesOff,
  repliesSince,
  retryNotice,
  settleNotice,
  type ClaimedNotice,
} from '../reply-notices-repo';
import { replyMail } from './reply-mail';

export interface ReplyNoticeDeps {
  db: Db;
  now: () => Date;
  mail: MailProvider;
  publicUrl: string;
  /** A person's e-mail address, if the account still exists. */
  emailOf: (userId: string) => Promise<string | undefined>;
  warn: (message: string, details: Record<string, unknown>) => void;
  /** A reply e-mail went this many seconds after the first reply it tells of arrived (the metrics' notice lag). */
  noticeSent?: ((lagSeconds: number) => void) | undefined;
}

/** A claim holds a notice this long; a process that dies mid-way leaves it to the next after that. */
const CLAIM_MS = 60_000;
const BATCH = 50;
const MAX_ATTEMPTS = 8;
/** The replies quoted in one e-mail (the inbox has the rest). */
const QUOTED = 5;

/** E-mails every due reply notice: to whoever took the conversation on, else the owner of the campaign that texted last. */
export async function sendReplyNotices(deps: ReplyNoticeDeps): Promise<number> {
  let handled = 0;
  for (;;) {
    const now = deps.now();
    const claimed = await claimDueNotices(deps.db, now, new Date(now.getTime() - CLAIM_MS), BATCH);
    for (const notice of claimed) await tell(deps, notice);
    handled += claimed.length;
    if (claimed.length < BATCH) return handled;
  }
}

async function tell(deps: ReplyNoticeDeps, notice: ClaimedNotice): Promise<void> {
  try {
    const conversation = await findConversation(deps.db, notice.conversationId);
    const campaignId = conversation && (await newestCampaignOf(deps.db, conversation.id));
    const campaign = campaignId ? await campaigns.sendingCampaign(deps.db, campaignId) : undefined;
    const recipient = conversation?.claimedBy ?? campaign?.ownerId;
    const replies = conversation ? await repliesSince(deps.db, conversation.id, notice.pendingSince, 100) : [];
    const toldUpTo = replies.at(-1)?.createdDate ?? notice.pendingSince;
    const to = recipient && !(await replyNoticesOff(deps.db, recipient)) ? await deps.emailOf(recipient) : undefined;
    if (conversation && to && replies.length > 0) {
      const quoted = replies.slice(-QUOTED).map((reply) => reply.message);
      await deps.mail.send({
        ...replyMail(to, conversation, quoted, deps.publicUrl),
        // Sent again after a crash, the same mail: the provider keeps (or the mail system delivers) it once.
        idempotencyKey: `reply-notice:${notice.conversationId}:${notice.pendingSince.toISOString()}`,
      });
      deps.noticeSent?.((deps.now().getTime() - notice.pendingSince.getTime()) / 1000);
    }
    await settleNotice(deps.db, notice.conversationId, toldUpTo, deps.now());
  } catch (error) {
    deps.warn('reply e-mail not sent', { kind: error instanceof Error ? error.name : typeof error });
    const retryAt =
      notice.attempts >= MAX_ATTEMPTS
        ? null
        : new Date(deps.now().getTime() + Math.min(CLAIM_MS, 2_000 * 2 ** notice.attempts));
    await retryNotice(deps.db, notice.conversationId, retryAt);
  }
}
