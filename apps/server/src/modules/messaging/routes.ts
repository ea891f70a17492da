import {
  CAMPAIGN_ROLES,
  messageGroupSchema,
  messageListSchema,
  messageRecordReplySchema,
  messageRecordSchema,
  messageSendReplySchema,
  messageSendSchema,
  recordId,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { SessionUser } from '../../plugins/access';
import {
  groupForContact,
  groupMessages,
  recordedMessage,
  sendMessage,
  type ConversationDeps,
} from './service/conversations';

const tags = ['messages'];
const errors = errorReplies(400, 401, 403, 404, 409, 502, 503);
const access = { roles: CAMPAIGN_ROLES };
const callerOf = (request: FastifyRequest): SessionUser => request.currentUser!;

/** The notifications service's conversation calls (spec 7): message groups and messages. */
export function conversationRoutes(deps: ConversationDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/message/group/contact/:contactId',
      {
        config: { access },
        schema: {
          tags,
          summary: "A campaign contact's conversation (made on first use)",
          params: z.object({ contactId: recordId('Contact') }),
          response: { 200: messageGroupSchema, ...errors },
        },
      },
      async (request) => groupForContact(deps, callerOf(request), request.params.contactId),
    );

    app.get(
      '/messages/group/:groupId',
      {
        config: { access },
        schema: {
          tags,
          summary: "A conversation's messages, oldest first (the campaign's text first); marks it read",
          params: z.object({ groupId: recordId('Conversation') }),
          response: { 200: messageListSchema, ...errors },
        },
      },
      async (request) => groupMessages(deps, callerOf(request), request.params.groupId),
    );

    app.post(
      '/message/send',
      {
        config: { access },
        schema: {
          tags,
          summary: "A text to a conversation's contact (never to a number that opted out)",
          body: messageSendSchema,
          response: { 200: messageSendReplySchema, ...errors },
        },
      },
      async (request) => sendMessage(deps, callerOf(request), request.body),
    );

    app.post(
      '/message',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Confirms a text sent with /message/send is kept in the conversation',
          body: messageRecordSchema,
          response: { 200: messageRecordReplySchema, ...errors },
        },
      },
      async (request) => recordedMessage(deps, callerOf(request), request.body.groupId, request.body.messageId),
    );
  };
}
