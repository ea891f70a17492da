import {
  CAMPAIGN_ROLES,
  inboxConversationSchema,
  inboxPageSchema,
  inboxQuerySchema,
  inboxThreadSchema,
  inboxUnreadSchema,
  recordId,
  replyNoticeSettingSchema,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { SessionUser } from '../../plugins/access';
import {
  claim,
  inboxUnread,
  listInbox,
  markDone,
  readConversation,
  release,
  type InboxDeps,
} from './service/inbox-conversations';
import { replyNoticesOff, setReplyNotices } from './reply-notices-repo';

const tags = ['inbox'];
const access = { roles: CAMPAIGN_ROLES };
const callerOf = (request: FastifyRequest): SessionUser => request.currentUser!;
const params = z.object({ id: recordId('Conversation') });
const replyNoticeSetting = replyNoticeSettingSchema;

/** The loan officer's inbox: every conversation of their campaigns, one per number per organization. */
export function inboxRoutes(deps: InboxDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const errors = errorReplies(400, 401, 403, 404);

    app.get(
      '/inbox',
      {
        config: { access },
        schema: {
          tags,
          summary: "The conversations of the caller's campaigns, newest activity first",
          querystring: inboxQuerySchema,
          response: { 200: inboxPageSchema, ...errors },
        },
      },
      async (request) => listInbox(deps, callerOf(request), request.query),
    );

    app.get(
      '/inbox/unread',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Conversations with unread replies, in all and per campaign',
          response: { 200: inboxUnreadSchema, ...errors },
        },
      },
      async (request) => inboxUnread(deps, callerOf(request)),
    );

    app.get(
      '/inbox/:id',
      {
        config: { access },
        schema: {
          tags,
          summary: 'A conversation and its messages, oldest first; marks its replies read',
          params,
          response: { 200: inboxThreadSchema, ...errors },
        },
      },
      async (request) => readConversation(deps, callerOf(request), request.params.id),
    );

    app.post(
      '/inbox/:id/done',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Marks a conversation done (a new reply opens it again)',
          params,
          response: { 200: inboxConversationSchema, ...errors },
        },
      },
      async (request) => markDone(deps, callerOf(request), request.params.id),
    );

    app.post(
      '/inbox/:id/claim',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Takes a conversation on, so others see who has it (409 when someone else has)',
          params,
          response: { 200: inboxConversationSchema, ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request) => claim(deps, callerOf(request), request.params.id),
    );

    app.delete(
      '/inbox/:id/claim',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Frees a conversation someone took on',
          params,
          response: { 200: inboxConversationSchema, ...errors },
        },
      },
      async (request) => release(deps, callerOf(request), request.params.id),
    );

    app.get(
      '/reply-notices',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Whether the caller is e-mailed when a contact replies',
          response: { 200: replyNoticeSetting, ...errors },
        },
      },
      async (request) => ({ enabled: !(await replyNoticesOff(deps.db, callerOf(request).id)) }),
    );

    app.put(
      '/reply-notices',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Switches reply e-mails on or off for the caller',
          body: replyNoticeSetting,
          response: { 200: replyNoticeSetting, ...errors },
        },
      },
      async (request) => {
        await setReplyNotices(deps.db, callerOf(request).id, request.body.enabled);
        return { enabled: request.body.enabled };
      },
    );
  };
}
