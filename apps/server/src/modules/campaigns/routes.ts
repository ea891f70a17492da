import {
  campaignContactsQuerySchema,
  campaignContactSchema,
  campaignContactsReplySchema,
  campaignCreateSchema,
  campaignListQuerySchema,
  campaignListSchema,
  campaignSchema,
  campaignSubmitReplySchema,
  campaignSubmitSchema,
  campaignUpdateReplySchema,
  campaignUpdateSchema,
  collaboratorOptionsSchema,
  collaboratorSchema,
  collaboratorsImportBodySchema,
  contactsImportBodySchema,
  contactsImportReplySchema,
  contactStarSchema,
  CAMPAIGN_ROLES,
  recordId,
  textingAccessSchema,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { campaignRecord, changeCampaign, createCampaign, listCampaigns } from './service/campaigns';
import { campaignCollaborators, collaboratorOptions, importCollaborators } from './service/collaborators';
import { campaignContacts } from './service/contact-list';
import { importContacts } from './service/contacts';
import type { CampaignsDeps, Caller } from './service/deps';
import { starContact } from './service/star-contact';
import { submitCampaign } from './service/submit';
import { mayText } from './service/texting-access';

const tags = ['campaigns'];
const errors = errorReplies(400, 401, 403, 404, 409);
const idParams = z.object({ id: recordId('Campaign') });
const access = { roles: CAMPAIGN_ROLES };
const callerOf = (request: FastifyRequest): Caller => request.currentUser!;

/** The spec's campaign calls under the site service (section 7, "Site service: campaigns"). */
export function campaignRoutes(makeDeps: (app: FastifyInstance) => CampaignsDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const deps = makeDeps(instance);

    app.get(
      '/campaigns',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The campaigns the caller owns, collaborates on or manages (admins: all), newest first',
          querystring: campaignListQuerySchema,
          response: { 200: campaignListSchema, ...errors },
        },
      },
      async (request) => listCampaigns(deps.db, callerOf(request), request.query),
    );

    app.get(
      '/campaign/texting-access',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Whether the caller may make, pay for, launch and resume campaigns and type replies (the organization ' +
            "admin's texting switch per member; admins always may)",
          response: { 200: textingAccessSchema, ...errors },
        },
      },
      async (request) => ({ mayText: await mayText(deps.db, callerOf(request), undefined) }),
    );

    app.get(
      '/campaign/:id',
      {
        config: { access },
        schema: { tags, summary: 'One campaign', params: idParams, response: { 200: campaignSchema, ...errors } },
      },
      async (request) => campaignRecord(deps.db, callerOf(request), request.params.id),
    );

    app.post(
      '/campaign',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Create a campaign (status unpaid until it is paid for)',
          body: campaignCreateSchema,
          response: { 201: campaignSchema, ...errors },
        },
      },
      async (request, reply) => {
        const campaign = await createCampaign(deps.db, callerOf(request), request.body);
        return reply.status(201).send(campaign);
      },
    );

    app.get(
      '/campaign/:id/contacts',
      {
        config: { access },
        schema: {
          tags,
          summary: "A campaign's contacts by first name, one tab at a time; lastKey asks for the next page",
          params: idParams,
          querystring: campaignContactsQuerySchema,
          response: { 200: campaignContactsReplySchema, ...errors },
        },
      },
      async (request) => campaignContacts(deps.db, callerOf(request), request.params.id, request.query),
    );

    app.put(
      '/campaign/contact/:contactId/star',
      {
        config: { access },
        schema: {
          tags,
          summary: "Star or unstar a contact of a campaign the caller may open (the campaign's favourites)",
          params: z.object({ contactId: recordId('Contact') }),
          body: contactStarSchema,
          response: { 200: campaignContactSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => starContact(deps.db, callerOf(request), request.params.contactId, request.body.starred),
    );

    app.put(
      '/campaign/:id',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'Change a campaign: details and schedule before sending starts, status along the allowed moves; ' +
            'archiving credits the unsent records to the payer',
          params: idParams,
          body: campaignUpdateSchema,
          response: { 200: campaignUpdateReplySchema, ...errors },
        },
      },
      async (request) => changeCampaign(deps.db, callerOf(request), request.params.id, request.body),
    );

    app.post(
      '/campaign/submit',
      {
        config: { access },
        schema: {
          tags,
          summary:
            'The whole submit sequence (campaign, payment, contacts, collaborators), idempotent on idempotencyKey',
          body: campaignSubmitSchema,
          response: { 200: campaignSubmitReplySchema, ...errors, ...errorReplies(502) },
        },
      },
      async (request) => submitCampaign(deps, callerOf(request), request.body),
    );

    app.post(
      '/campaign/contacts/import',
      {
        config: { access },
        schema: {
          tags,
          summary: "Add contacts ('chucks', or a parsed upload's importId) to a campaign not yet paid for",
          body: contactsImportBodySchema,
          response: { 200: contactsImportReplySchema, ...errors },
        },
      },
      async (request) => importContacts(deps, callerOf(request), request.body),
    );

    app.get(
      '/campaign/collaborators/options',
      {
        config: { access },
        schema: {
          tags,
          summary: 'The people and branches of the caller’s teams, for the collaborators dialog',
          response: { 200: collaboratorOptionsSchema, ...errors },
        },
      },
      async (request) => collaboratorOptions(deps.db, callerOf(request)),
    );

    app.post(
      '/campaign/collaborators/import',
      {
        config: { access },
        schema: {
          tags,
          summary: "Set a campaign's collaborators",
          body: collaboratorsImportBodySchema,
          response: { 200: z.array(collaboratorSchema), ...errors },
        },
      },
      async (request) =>
        importCollaborators(deps.db, callerOf(request), request.body.campaignId, request.body.collaborators),
    );

    app.get(
      '/campaign/:id/collaborators',
      {
        config: { access },
        schema: {
          tags,
          summary: "A campaign's collaborators",
          params: idParams,
          response: { 200: z.array(collaboratorSchema), ...errors },
        },
      },
      async (request) => campaignCollaborators(deps.db, callerOf(request), request.params.id),
    );
  };
}
