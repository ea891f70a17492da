import {
  personalDataExportSchema,
  privacyEraseReplySchema,
  privacyRequestCreateSchema,
  privacyRequestSchema,
  privacyRequestsSchema,
  recordId,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { PrivacyDeps } from './service/deps';
import type { RouteAccessRule } from '../../plugins/access';
import {
  createContactRequest,
  eraseContactData,
  exportContactData,
  listContactRequests,
} from './service/contact-requests';

const tags = ['privacy'];
const errors = errorReplies(400, 401, 403, 404);
const params = z.object({ organizationId: recordId('Organization') });
const requestParams = params.extend({ requestId: recordId('Request') });

/**
 * The organization's admins, within that organization only (decision 007): another organization's admin, a branch
 * manager or a loan officer gets 403; superadmins cross scopes.
 */
const access: RouteAccessRule = {
  scope: { targets: [{ param: 'organizationId', kind: 'team' }], roles: ['orgadmin'] },
};

/** Campaign contacts' privacy requests to an organization, under the site service: /privacy/requests/{organizationId}. */
export function privacyRequestRoutes(deps: PrivacyDeps) {
  const { db } = deps;
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const base = '/privacy/requests/:organizationId';

    app.get(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: "An organization's privacy requests with their due dates (45 days) and days left, open ones first",
          params,
          response: { 200: privacyRequestsSchema, ...errors },
        },
      },
      async (request) => listContactRequests(db, request.params.organizationId),
    );

    app.post(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: "Record a contact's request to know or to delete, by phone or e-mail, with who asked and when",
          params,
          body: privacyRequestCreateSchema,
          response: { 201: privacyRequestSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await createContactRequest(db, request.currentUser!, request.params.organizationId, request.body)),
    );

    app.get(
      `${base}/:requestId/data`,
      {
        config: { access },
        schema: {
          tags,
          summary: "What the organization holds about the request's contact, as JSON (answers a request to know)",
          params: requestParams,
          response: { 200: personalDataExportSchema, ...errors, ...errorReplies(409) },
        },
      },
      async (request, reply) => {
        const data = await exportContactData(
          deps,
          request.currentUser!,
          request.params.organizationId,
          request.params.requestId,
        );
        return reply.header('content-disposition', 'attachment; filename="privacy-request.json"').send(data);
      },
    );

    app.post(
      `${base}/:requestId/erase`,
      {
        config: { access },
        schema: {
          tags,
          summary: "Erase what the organization holds about a request to delete's contact (opt-outs kept as a hash)",
          params: requestParams,
          response: { 200: privacyEraseReplySchema, ...errors, ...errorReplies(409) },
        },
      },
      async (request) =>
        eraseContactData(deps, request.currentUser!, request.params.organizationId, request.params.requestId),
    );
  };
}
