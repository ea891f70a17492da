import {
  addressKeyParam,
  campaignMessages,
  messageRecordSchema,
  messageSendSchema,
  messageTexts,
  propertyCalculateQuerySchema,
  toAddressKey,
} from '@roost/domain';
import { z } from 'zod';
import { momentOf, OUR_NUMBER, testMessage, type CampaignState } from './campaign-records';
import { bodyOf, failure, Failure, invalidInput, route } from './reply';

/** The server's words when the property data has no record of an address. */
const ADDRESS_NOT_FOUND = 'Error fetching address information. Please try a new address.';

/** The campaign page's contact panel: each contact's conversation and replies, and the contact's property. */
export function campaignMessageRoutes(state: CampaignState) {
  const { groups, conversations } = state;
  const groupNotFound = () => failure('CONVERSATION_NOT_FOUND', messageTexts.groupNotFound);
  const groupById = (groupId: string) => [...groups.values()].find((group) => group.id === groupId);
  const addressNotFound = () => failure('ADDRESS_NOT_FOUND', ADDRESS_NOT_FOUND);

  return [
    // Made on first use; NewMessage while the contact's reply waits.
    route('GET /api/notifications/message/group/contact/:contactId', ({ params }) => {
      const { contactId } = params;
      const contact = state.contacts.find((candidate) => candidate.id === contactId);
      if (!contact || state.forbidden.has(contact.campaignId)) {
        return failure('CONTACT_NOT_FOUND', campaignMessages.contactNotFound);
      }
      let group = groups.get(contactId);
      if (!group) {
        group = {
          id: `g-${contactId}`,
          contactId,
          campaignId: contact.campaignId,
          toPhoneNumber: contact.phoneNumber,
          fromPhoneNumber: OUR_NUMBER,
          groupStatus: state.options.conversations?.[contactId]?.waiting ? 'NewMessage' : 'Read',
        };
        groups.set(contactId, group);
      }
      return group;
    }),
    // Oldest first; reading marks the group read.
    route('GET /api/notifications/messages/group/:groupId', ({ params }) => {
      const group = groupById(params.groupId);
      if (!group) return groupNotFound();
      groups.set(group.contactId, { ...group, groupStatus: 'Read' });
      return { results: conversations.get(group.contactId) ?? [] };
    }),
    route('POST /api/notifications/message/send', async ({ request }) => {
      const input = await bodyOf(request, messageSendSchema);
      if (input instanceof Failure) return input;
      const group = groupById(input.groupId);
      if (!group) return groupNotFound();
      if (state.optedOut.has(group.contactId)) return failure('CONTACT_OPTED_OUT', messageTexts.optedOut);
      if (state.options.noCarrier) return failure('TEXTING_NOT_SET_UP', messageTexts.noCarrier);
      const id = `SM${++state.sequence}`;
      const at = momentOf(state.sequence);
      const message = input.message.trim();
      const sent = testMessage({
        id,
        title: 'You',
        message,
        toPhoneNumber: group.toPhoneNumber,
        date: at,
        createdDate: at,
      });
      conversations.set(group.contactId, [...(conversations.get(group.contactId) ?? []), sent]);
      return { id, fromPhoneNumber: group.fromPhoneNumber, toPhoneNumber: group.toPhoneNumber };
    }),
    // Confirms the message sent is in the conversation.
    route('POST /api/notifications/message', async ({ request }) => {
      const input = await bodyOf(request, messageRecordSchema);
      if (input instanceof Failure) return input;
      const group = groupById(input.groupId);
      if (!group) return groupNotFound();
      const found = conversations.get(group.contactId)?.some((message) => message.id === input.messageId);
      return found ? { id: input.messageId } : failure('MESSAGE_NOT_FOUND', messageTexts.messageNotFound);
    }),
    // No reply is queued for the contacts' allowed hours here (campaign-reply-hours.test.tsx queues them).
    route('GET /api/notifications/message/scheduled', () => ({ results: [] })),
    route('GET /api/home/address/:id', ({ params }) => state.properties.get(params.id) ?? null),
    // The record of an address the property data knows; 404 with the server's words otherwise.
    route('GET /api/integrations/property/calculate/', ({ url }) => {
      const query = propertyCalculateQuerySchema.safeParse(Object.fromEntries(url.searchParams));
      if (!query.success) return invalidInput(query.error);
      const { address: street, city, state: stateCode } = query.data;
      return state.valuable.get(toAddressKey({ street, city, state: stateCode })) ?? addressNotFound();
    }),
    route('POST /api/home/address', async ({ request }) => {
      const input = await bodyOf(request, z.strictObject({ id: addressKeyParam }));
      if (input instanceof Failure) return input;
      const record = state.valuable.get(input.id);
      if (!record) return addressNotFound();
      state.properties.set(record.id, record);
      return record;
    }),
  ];
}
