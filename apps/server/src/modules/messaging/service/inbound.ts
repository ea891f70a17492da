import { classifyReply, complianceTexts, type ComplianceCompany } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { optInNumber, optOutNumber, suppressionScopeFor } from '../../contacts';
import { withdrawTextConsent } from '../../user';
import type { Carrier } from '../providers/carrier';
import { groupOf, insertMessage, latestSendTo, setGroupStatus } from '../repo';

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
 * A reply from a contact: stored in the contact's conversation (once, whatever the carrier's retries), then
 * acted on: STOP and the plain opt-out phrases opt the number out across the organization with exactly one
 * confirmation; START/UNSTOP opt it back in; HELP answers with the company, its NMLS id, the frequency,
 * "Msg & data rates may apply" and how to stop; anything else makes the contact Active with a new message
 * waiting for the loan officer. A STOP also withdraws the text consent of a homeowner with that cell number
 * (their alerts), confirmed once when no campaign texted the number.
 */
export async function receiveText(deps: InboundDeps, text: InboundText): Promise<InboundOutcome> {
  const now = deps.now();
  const body = text.body.slice(0, MAX_REPLY_CHARS);
  const stops = classifyReply(body).kind === 'optOut';
  const withdrawn = stops ? await withdrawTextConsent(deps.db, text.from, now) : 0;
  const send = await latestSendTo(deps.db, text.from);
  const campaign = send && (await campaigns.sendingCampaign(deps.db, send.campaignId));
  if (!send || !campaign) {
    if (withdrawn === 0) return 'unknown-sender';
    await deps.carrier.send({ to: text.from, body: complianceTexts(deps.company).optOut });
    return 'opted-out';
  }
  const scope = await suppressionScopeFor(deps.db, campaign.ownerId, campaign.teamId ?? undefined);
  const replies = complianceTexts(deps.company);
  // The reply and what it changes commit together: a repeat delivery (the carrier's retry, or the inbox after
  // a crash) finds the reply stored and changes nothing, and never finds it stored with its effects missing.
  const { outcome, groupId, answer } = await deps.db.transaction(async (tx) => {
    const group = await groupOf(tx, {
      campaignId: send.campaignId,
      contactId: send.contactId,
      toPhoneNumber: text.from,
      fromPhoneNumber: text.to,
    });
    const stored = await insertMessage(tx, {
      groupId: group.id,
      direction: 'inbound',
      message: body,
      fromPhoneNumber: text.from,
      toPhoneNumber: text.to,
      carrierMessageId: text.messageId,
      createdDate: now,
    });
    const settled = (outcome: InboundOutcome, answer?: string) => ({ outcome, groupId: group.id, answer });
    if (!stored) return settled('duplicate');
    const { kind } = classifyReply(body);
    switch (kind) {
      case 'optOut': {
        const first = await optOutNumber(tx, { scope, phone: text.from, source: 'reply', reason: body.slice(0, 200) });
        await campaigns.markContactOptedOut(tx, send.contactId);
        return settled('opted-out', first ? replies.optOut : undefined);
      }
      case 'optIn': {
        const change = { scope, phone: text.from, source: 'reply', reason: body.slice(0, 200) };
        return settled('opted-in', (await optInNumber(tx, change)) ? replies.optIn : undefined);
      }
      case 'help':
        return settled('help', replies.help);
      default:
        await campaigns.markContactReplied(tx, send.contactId, now);
        await setGroupStatus(tx, group.id, 'NewMessage', now);
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
  }
  return outcome;
}
