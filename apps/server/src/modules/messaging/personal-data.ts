import { and, asc, eq, inArray, or } from 'drizzle-orm';
import { hashedPhone, isHashedPhone } from '../contacts';
import type { ContactSubject, PersonalDataPart } from '../personal-data';
import type { Db, Tx } from '../../platform/db/types';
import {
  campaignSends,
  conversations,
  inboundTexts,
  messageGroups,
  messages,
  queuedReplies,
  replyNoticeOptOuts,
  sandboxTexts,
} from './tables';

const ERASED_NAME = 'Deleted account';

function groupMatch(subject: ContactSubject) {
  return subject.campaignIds.length > 0 && subject.phones.length > 0
    ? and(inArray(messageGroups.campaignId, subject.campaignIds), inArray(messageGroups.toPhoneNumber, subject.phones))
    : undefined;
}

async function groupsOf(tx: Db | Tx, subject: ContactSubject) {
  const match = groupMatch(subject);
  return match ? tx.select().from(messageGroups).where(match) : [];
}

/** Replaces each of the numbers, where a column holds it, with its keyed hash. */
async function hashNumbers<T>(phones: readonly string[], update: (phone: string, hash: string) => Promise<T>) {
  for (const phone of phones) if (!isHashedPhone(phone)) await update(phone, hashedPhone(phone));
}

/**
 * Texts with a campaign contact: the campaign text as sent, the conversation's messages, queued replies. Erasure
 * removes every text body and keeps the rows (the send ledger must still never text the contact twice) with the
 * number as its keyed hash. A person's own data here: whether they switched reply e-mails off, and the
 * conversations they took on (their name is replaced).
 */
export const messagingPersonalData: PersonalDataPart = {
  tables: {
    campaign_sends: { erased: 'hashed' },
    message_groups: { erased: 'hashed' },
    conversations: { erased: 'anonymised' },
    messages: { erased: 'anonymised' },
    queued_replies: { erased: 'anonymised' },
    inbound_texts: { erased: 'anonymised' },
    sandbox_texts: { erased: 'deleted' },
    reply_notice_opt_outs: { erased: 'deleted' },
  },
  person: {
    async read(db, person) {
      const [optOut] = await db.select().from(replyNoticeOptOuts).where(eq(replyNoticeOptOuts.userId, person.userId));
      return { replyEmailsOff: optOut ? { since: optOut.createdDate } : null };
    },
    async erase(tx, person) {
      await tx.delete(replyNoticeOptOuts).where(eq(replyNoticeOptOuts.userId, person.userId));
      await tx
        .update(conversations)
        .set({ claimedByName: ERASED_NAME })
        .where(eq(conversations.claimedBy, person.userId));
    },
  },
  contact: {
    async read(db, subject) {
      const groups = await groupsOf(db, subject);
      const groupIds = groups.map((group) => group.id);
      const sends =
        subject.campaignIds.length > 0 && subject.phones.length > 0
          ? await db
              .select({
                campaignId: campaignSends.campaignId,
                phone: campaignSends.phone,
                status: campaignSends.status,
                body: campaignSends.body,
                sentAt: campaignSends.sentAt,
                deliveryStatus: campaignSends.deliveryStatus,
              })
              .from(campaignSends)
              .where(
                and(
                  inArray(campaignSends.campaignId, subject.campaignIds),
                  inArray(campaignSends.phone, subject.phones),
                ),
              )
          : [];
      const texts = groupIds.length
        ? await db
            .select({
              direction: messages.direction,
              message: messages.message,
              fromPhoneNumber: messages.fromPhoneNumber,
              toPhoneNumber: messages.toPhoneNumber,
              createdDate: messages.createdDate,
            })
            .from(messages)
            .where(inArray(messages.groupId, groupIds))
            .orderBy(asc(messages.createdDate))
        : [];
      const queued = groupIds.length
        ? await db
            .select({ message: queuedReplies.message, status: queuedReplies.status, sendAt: queuedReplies.sendAt })
            .from(queuedReplies)
            .where(inArray(queuedReplies.groupId, groupIds))
        : [];
      return { campaignTexts: sends, messages: texts, queuedReplies: queued };
    },
    async erase(tx, subject) {
      const groups = await groupsOf(tx, subject);
      const groupIds = groups.map((group) => group.id);
      const ourNumbers = [...new Set(groups.map((group) => group.fromPhoneNumber))];
      let sends = 0;
      if (subject.campaignIds.length > 0) {
        await hashNumbers(subject.phones, async (phone, hash) => {
          const rows = await tx
            .update(campaignSends)
            .set({ phone: hash, body: null })
            .where(and(inArray(campaignSends.campaignId, subject.campaignIds), eq(campaignSends.phone, phone)))
            .returning({ id: campaignSends.id });
          sends += rows.length;
        });
      }
      let texts = 0;
      if (groupIds.length > 0) {
        texts = (
          await tx
            .update(messages)
            .set({ message: '' })
            .where(inArray(messages.groupId, groupIds))
            .returning({ id: messages.id })
        ).length;
        await hashNumbers(subject.phones, async (phone, hash) => {
          await tx
            .update(messages)
            .set({ fromPhoneNumber: hash })
            .where(and(inArray(messages.groupId, groupIds), eq(messages.fromPhoneNumber, phone)));
          await tx
            .update(messages)
            .set({ toPhoneNumber: hash })
            .where(and(inArray(messages.groupId, groupIds), eq(messages.toPhoneNumber, phone)));
          await tx
            .update(messageGroups)
            .set({ toPhoneNumber: hash })
            .where(and(inArray(messageGroups.id, groupIds), eq(messageGroups.toPhoneNumber, phone)));
          await tx
            .update(queuedReplies)
            .set({ toPhoneNumber: hash })
            .where(and(inArray(queuedReplies.groupId, groupIds), eq(queuedReplies.toPhoneNumber, phone)));
        });
        await tx
          .update(queuedReplies)
          .set({ status: 'cancelled', reason: 'erased' })
          .where(and(inArray(queuedReplies.groupId, groupIds), eq(queuedReplies.status, 'queued')));
        await tx.update(queuedReplies).set({ message: '' }).where(inArray(queuedReplies.groupId, groupIds));
      }
      let conversationCount = 0;
      await hashNumbers(subject.phones, async (phone, hash) => {
        const rows = await tx
          .update(conversations)
          .set({ phone: hash, name: '', lastMessage: '' })
          .where(and(eq(conversations.scope, subject.scope), eq(conversations.phone, phone)))
          .returning({ id: conversations.id });
        conversationCount += rows.length;
        if (ourNumbers.length > 0) {
          await tx
            .update(inboundTexts)
            .set({ from: hash, body: '' })
            .where(and(eq(inboundTexts.from, phone), inArray(inboundTexts.to, ourNumbers)));
        }
        // The sandbox carrier's virtual phone (development and demo only).
        await tx.delete(sandboxTexts).where(or(eq(sandboxTexts.to, phone), eq(sandboxTexts.from, phone)));
      });
      return { campaignTexts: sends, messages: texts, conversations: conversationCount };
    },
  },
};
