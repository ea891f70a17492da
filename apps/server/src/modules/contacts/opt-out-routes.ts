import {
  consentEvidenceQuerySchema,
  consentEvidenceSchema,
  optOutChangeReplySchema,
  optOutChangeSchema,
  optOutHistoryQuerySchema,
  optOutHistorySchema,
  optOutsPageSchema,
  optOutsQuerySchema,
  recordId,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { RouteAccessRule } from '../../plugins/access';
import { consentEvidence } from './service/consent-evidence';
import { addOptOut, optOutHistory, optOutsPage, undoOptOut, type OptOutsDeps } from './service/opt-outs';

const tags = ['campaigns'];
const errors = errorReplies(400, 401, 403, 404);
const params = z.object({ organizationId: recordId('Organization') });

/**
 * The organization's admins, within that organization only (decision 007): an admin of another
 * organization, a branch manager or a loan officer gets 403; superadmins cross scopes.
 */
const access: RouteAccessRule = {
  scope: { targets: [{ param: 'organizationId', kind: 'team' }], roles: ['orgadmin'] },
};

/**
 * An organization's opt-out list for its admins, beside the lead-file calls under the
 * site service: /campaign/contacts/opt-outs/{organizationId}.
 */
export function optOutRoutes(deps: OptOutsDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const base = '/campaign/contacts/opt-outs/:organizationId';

    app.get(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary:
            'The numbers opted out in an organization, newest first; ?search finds part of a number (its admins)',
          params,
          querystring: optOutsQuerySchema,
          response: { 200: optOutsPageSchema, ...errors },
        },
      },
      async (request) => optOutsPage(deps, request.params.organizationId, request.query),
    );

    app.get(
      `${base}/history`,
      {
        config: { access },
        schema: {
          tags,
          summary: "A number's opt-outs and opt-ins in an organization with their source and reason, newest first",
          params,
          querystring: optOutHistoryQuerySchema,
          response: { 200: optOutHistorySchema, ...errors },
        },
      },
      async (request) => optOutHistory(deps, request.params.organizationId, request.query.phone),
    );

    app.get(
      `${base}/consent`,
      {
        config: { access },
        schema: {
          tags,
          summary:
            "A number's consent evidence in an organization: every grant and revocation with its source, words and time",
          params,
          querystring: consentEvidenceQuerySchema,
          response: { 200: consentEvidenceSchema, ...errors },
        },
      },
      async (request) => consentEvidence(deps, request.params.organizationId, request.query.phone),
    );

    app.post(
      `${base}/undo`,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Undo an opt-out with a recorded reason: the number may be texted again (404 when not opted out)',
          params,
          body: optOutChangeSchema,
          response: { 200: optOutChangeReplySchema, ...errors },
        },
      },
      async (request) =>
        undoOptOut(deps, {
          organizationId: request.params.organizationId,
          ...request.body,
          actorId: request.currentUser!.id,
          actorEmail: request.currentUser!.email,
        }),
    );

    app.post(
      base,
      {
        config: { access },
        schema: {
          tags,
          summary: 'Opt a number out by hand with a recorded reason (409 when it is already opted out)',
          params,
          body: optOutChangeSchema,
          response: { 201: optOutChangeReplySchema, ...errors, ...errorReplies(409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(
          await addOptOut(deps, {
            organizationId: request.params.organizationId,
            ...request.body,
            actorId: request.currentUser!.id,
            actorEmail: request.currentUser!.email,
          }),
        ),
    );
  };
}
