import {
  CAMPAIGN_ROLES,
  messageScheduleReplySchema,
  messageScheduleSchema,
  queuedReplyListQuerySchema,
  queuedReplyListSchema,
  queuedReplySchema,
  recordId,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { SessionUser } from '../../plugins/access';
import type { ConversationDeps } from './service/conversations';
import { cancelQueuedReply, listQueuedReplies, scheduleReply } from './service/queued-replies';

const tags = ['messages'];
const access = { roles: CAMPAIGN_ROLES };
const callerOf = (request: FastifyRequest): SessionUser => request.currentUser!;

/** Replies held until the recipient's allowed hours open: queue one, list a conversation's, cancel one. */
export function queuedReplyRoutes(deps: ConversationDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/message/schedule',
      {
        config: { access },
        schema: {
          tags,
          summary: "A text to a conversation's contact, sent once when their allowed hours open",
          body: messageScheduleSchema,
          response: { 200: messageScheduleReplySchema, ...errorReplies(400, 401, 403, 404, 409, 503) },
        },
      },
      async (request) => scheduleReply(deps, callerOf(request), request.body),
    );

    app.get(
      '/message/scheduled',
      {
        config: { access },
        schema: {
          tags,
          summary: "A conversation's queued replies (waiting, going, or not sent with the reason), soonest first",
          querystring: queuedReplyListQuerySchema,
          response: { 200: queuedReplyListSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => listQueuedReplies(deps, callerOf(request), request.query.groupId),
    );

    app.delete(
      '/message/scheduled/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Cancels a queued reply that has not gone (409 once it is going or went)',
          params: z.object({ id: recordId('Queued reply') }),
          response: { 200: queuedReplySchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => cancelQueuedReply(deps, callerOf(request), request.params.id),
    );
  };
}
