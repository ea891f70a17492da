import type { Db, Tx } from '../../../platform/db/types';
import { campaignSending as campaigns } from '../../campaigns';
import { suppressionScopeFor } from '../../contacts';
import {
  conversationFor,
  groupsWithoutConversation,
  linkGroups,
  noteActivity,
  type ConversationRow,
} from '../conversation-repo';
import { groupOf, sendsTo, type MessageGroupRow } from '../repo';

/** Whose conversation and opt-out list a campaign's texts belong to: its organization's (as opt-outs are). */
export const scopeOfCampaign = (db: Db | Tx, campaign: { ownerId: string; teamId: string | null }) =>
  suppressionScopeFor(db as Db, campaign.ownerId, campaign.teamId ?? undefined);

/**
 * Who a number is to us: the organization of the campaign that texted it last, and every campaign of that
 * organization that texted it (a reply belongs to all of them: none hides it).
 */
export async function numberInScope(db: Db, phone: string) {
  const sends = await sendsTo(db, phone);
  const newest = sends[0];
  if (!newest) return undefined;
  const owners = new Map<string, Awaited<ReturnType<typeof campaigns.sendingCampaign>>>();
  for (const { campaignId } of sends) {
    if (!owners.has(campaignId)) owners.set(campaignId, await campaigns.sendingCampaign(db, campaignId));
  }
  const campaign = owners.get(newest.campaignId);
  if (!campaign) return undefined;
  const scope = await scopeOfCampaign(db, campaign);
  const scopes = new Map<string, string>();
  for (const [id, other] of owners)
    if (other) scopes.set(id, id === campaign.id ? scope : await scopeOfCampaign(db, other));
  const seen = new Set<string>();
  const texted = sends.filter((send) => {
    if (seen.has(send.contactId) || scopes.get(send.campaignId) !== scope) return false;
    seen.add(send.contactId);
    return true;
  });
  const names = await campaigns.contactNames(db, [newest.contactId]);
  return { scope, texted, name: names.get(newest.contactId) ?? '' };
}

/**
 * The number's conversation with a message group for each campaign contact it was texted as, linked to it;
 * the newest group first.
 */
export async function joinConversation(
  tx: Tx,
  number: { scope: string; phone: string; name: string; ourNumber: string },
  texted: readonly { campaignId: string; contactId: string }[],
): Promise<{ conversation: ConversationRow; groups: MessageGroupRow[] }> {
  const groups: MessageGroupRow[] = [];
  for (const { campaignId, contactId } of texted) {
    groups.push(
      await groupOf(tx, { campaignId, contactId, toPhoneNumber: number.phone, fromPhoneNumber: number.ourNumber }),
    );
  }
  const conversation = await conversationFor(tx, { scope: number.scope, phone: number.phone, name: number.name });
  await linkGroups(
    tx,
    conversation.id,
    groups.filter((group) => group.conversationId !== conversation.id).map((group) => group.id),
  );
  return { conversation, groups };
}

/**
 * Gives conversations to message groups kept before there were conversations (once, at start): each joins its
 * number's conversation in its campaign's organization, with its last message as the activity.
 */
export async function adoptOlderGroups(db: Db): Promise<number> {
  let adopted = 0;
  let afterId = '';
  for (;;) {
    const groups = await groupsWithoutConversation(db, afterId, 200);
    if (groups.length === 0) return adopted;
    afterId = groups.at(-1)!.id;
    for (const group of groups) {
      const campaign = await campaigns.sendingCampaign(db, group.campaignId);
      if (!campaign) continue;
      const names = await campaigns.contactNames(db, [group.contactId]);
      const scope = await scopeOfCampaign(db, campaign);
      await db.transaction(async (tx) => {
        const conversation = await conversationFor(tx, {
          scope,
          phone: group.phone,
          name: names.get(group.contactId) ?? '',
        });
        await linkGroups(tx, conversation.id, [group.id]);
        const at = new Date(group.createdDate);
        if (at >= conversation.lastActivityAt || conversation.lastMessage === '') {
          await noteActivity(tx, conversation.id, {
            body: group.message,
            direction: group.direction,
            at,
            state: group.direction === 'inbound' ? 'needs-reply' : 'waiting',
            unread: group.groupStatus === 'NewMessage' ? 1 : 0,
          });
        }
      });
      adopted += 1;
    }
  }
}
