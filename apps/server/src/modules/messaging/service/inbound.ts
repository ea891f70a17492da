import { classifyReply, complianceTexts, type ComplianceCompany } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { optInNumber, optOutNumber, recordConsent, SITE_CONSENT_SCOPE } from '../../contacts';
import { withdrawTextConsent } from '../../user';
import { markGroupsNew, noteActivity } from '../conversation-repo';
import type { Carrier } from '../providers/carrier';
import { insertMessage } from '../repo';
import { queueReplyNotice } from '../reply-notices-repo';
import { joinConversation, numberInScope } from './threads';

export interface InboundDeps {
  db: Db;
  carrier: Carrier;
  company: ComplianceCompany;
  now: () => Date;
}

export interface InboundText {
  /** The contact's number (E.164). */
  from: string;
  /** Our number it was sent to. */
  to: string;
  body: string;
  /** The carrier's id of the inbound message (a repeat delivery carries the same one). */
  messageId: string;
}

export type InboundOutcome = 'unknown-sender' | 'duplicate' | 'opted-out' | 'opted-in' | 'help' | 'message';

/** The longest reply stored; carriers join long texts, and nobody's reply needs more than this. */
const MAX_REPLY_CHARS = 1_600;

/**
 * A reply from a contact: stored in the number's conversation in the organization (once, whatever the carrier's
 * retries), which every campaign of the organization that texted the number shows, then acted on: STOP and the plain opt-out phrases opt the number out across the organization with exactly one
 * confirmation; START/UNSTOP opt it back in; HELP answers with the company, its NMLS id, the frequency,
 * "Msg & data rates may apply" and how to stop; anything else makes the contact Active with a new message
 * waiting for the loan officer, who is told by e-mail. A STOP also withdraws the text consent of a homeowner with that cell number
 * (their alerts), confirmed once when no campaign texted the number.
 */
export async function receiveText(deps: InboundDeps, text: InboundText): Promise<InboundOutcome> {
  const now = deps.now();
  const body = text.body.slice(0, MAX_REPLY_CHARS);
  const stops = classifyReply(body).kind === 'optOut';
  const withdrawn = stops ? await withdrawTextConsent(deps.db, text.from, now) : 0;
  if (withdrawn > 0) {
    const words = body.slice(0, 200);
    await recordConsent(deps.db, {
      scope: SITE_CONSENT_SCOPE,
      phone: text.from,
      effect: 'revoke',
      kind: 'reply-stop',
      words,
      at: now,
    });
  }
  const number = await numberInScope(deps.db, text.from);
  if (!number) {
    if (withdrawn === 0) return 'unknown-sender';
    await deps.carrier.send({ to: text.from, body: complianceTexts(deps.company).optOut });
    return 'opted-out';
  }
  const { scope, texted } = number;
  const attributed = texted[0]!;
  const replies = complianceTexts(deps.company);
  // The reply and what it changes commit together: a repeat delivery (the carrier's retry, or the inbox after
  // a crash) finds the reply stored and changes nothing, and never finds it stored with its effects missing.
  const { outcome, groupId, conversationId, answer } = await deps.db.transaction(async (tx) => {
    const { conversation, groups } = await joinConversation(
      tx,
      { scope, phone: text.from, name: number.name, ourNumber: text.to },
      texted,
    );
    const stored = await insertMessage(tx, {
      groupId: groups[0]!.id,
      direction: 'inbound',
      message: body,
      fromPhoneNumber: text.from,
      toPhoneNumber: text.to,
      carrierMessageId: text.messageId,
      createdDate: now,
    });
    const settled = (outcome: InboundOutcome, answer?: string) => ({
      outcome,
      groupId: groups[0]!.id,
      conversationId: conversation.id,
      answer,
    });
    if (!stored) return settled('duplicate');
    const activity = { body, direction: 'inbound' as const, at: now };
    const { kind } = classifyReply(body);
    switch (kind) {
      case 'optOut': {
        const first = await optOutNumber(tx, { scope, phone: text.from, source: 'reply', reason: body.slice(0, 200) });
        await campaigns.markContactOptedOut(tx, attributed.contactId);
        await noteActivity(tx, conversation.id, { ...activity, state: 'done' });
        return settled('opted-out', first ? replies.optOut : undefined);
      }
      case 'optIn': {
        const change = { scope, phone: text.from, source: 'reply', reason: body.slice(0, 200) };
        await noteActivity(tx, conversation.id, activity);
        if (await optInNumber(tx, change)) return settled('opted-in', replies.optIn);
        // Not opted out: the START still asks for texts, and the ledger keeps it as the contact's consent.
        await recordConsent(tx, { ...change, effect: 'grant', kind: 'reply-start', words: change.reason, at: now });
        return settled('opted-in');
      }
      case 'help':
        await noteActivity(tx, conversation.id, activity);
        await recordConsent(tx, {
          scope,
          phone: text.from,
          effect: 'note',
          kind: 'reply-help',
          words: body.slice(0, 200),
          at: now,
        });
        return settled('help', replies.help);
      default:
        // The reply counts for the campaign that texted last; every campaign that texted the number shows it.
        await campaigns.markContactReplied(tx, attributed.contactId, now);
        await markGroupsNew(tx, conversation.id, now);
        await noteActivity(tx, conversation.id, { ...activity, state: 'needs-reply', unread: 1 });
        await queueReplyNotice(tx, conversation.id, now);
        return settled('message');
    }
  });
  if (answer) {
    const sent = await deps.carrier.send({ to: text.from, body: answer });
    await insertMessage(deps.db, {
      groupId,
      direction: 'outbound',
      message: answer,
      fromPhoneNumber: text.to,
      toPhoneNumber: text.from,
      carrierMessageId: sent.kind === 'accepted' ? sent.messageId : null,
      sentBy: 'auto',
      createdDate: new Date(now.getTime() + 1),
    });
    await noteActivity(deps.db, conversationId, {
      body: answer,
      direction: 'outbound',
      at: new Date(now.getTime() + 1),
    });
  }
  return outcome;
}
