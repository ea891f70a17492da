import {
  campaignImportReplySchema,
  importRowsQuerySchema,
  importRowsReplySchema,
  CAMPAIGN_ROLES,
  recordId,
} from '@roost/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import { campaignUpload, campaignUploadRejectedCsv, campaignUploadRows } from './service/campaign-upload';
import type { CampaignsDeps, Caller } from './service/deps';
import { campaignExport } from './service/export';

const tags = ['campaigns'];
const errors = errorReplies(400, 401, 403, 404);
const idParams = z.object({ id: recordId('Campaign') });
const access = { roles: CAMPAIGN_ROLES };
const callerOf = (request: FastifyRequest): Caller => request.currentUser!;
const csvReply = z.unknown().describe('text/csv, streamed a page at a time');

/** A campaign's files after launch: the export of its contacts and outcomes, and the upload it was made from. */
export function campaignManageRoutes(makeDeps: (app: FastifyInstance) => CampaignsDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const deps = makeDeps(instance);

    app.get(
      '/campaign/:id/export.csv',
      {
        config: { access },
        schema: {
          tags,
          summary: "A campaign's contacts with their outcomes as CSV (status, sent, replied, clicked, opt-out, result)",
          params: idParams,
          response: { 200: csvReply, ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, lines } = await campaignExport(deps.db, callerOf(request), request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Readable.from(lines));
      },
    );

    app.get(
      '/campaign/:id/import',
      {
        config: { access },
        schema: {
          tags,
          summary: "The report of the upload a campaign's contacts came from (null when none did)",
          params: idParams,
          response: { 200: campaignImportReplySchema, ...errors },
        },
      },
      async (request) => campaignUpload(deps, callerOf(request), request.params.id),
    );

    app.get(
      '/campaign/:id/import/rows',
      {
        config: { access },
        schema: {
          tags,
          summary: "One rejected group of a campaign's upload, in line order (its valid rows are its contacts)",
          params: idParams,
          querystring: importRowsQuerySchema,
          response: { 200: importRowsReplySchema, ...errors },
        },
      },
      async (request) => campaignUploadRows(deps, callerOf(request), request.params.id, request.query),
    );

    app.get(
      '/campaign/:id/import/rejected.csv',
      {
        config: { access },
        schema: {
          tags,
          summary: "The rejected rows of a campaign's upload as CSV, with the reason for each",
          params: idParams,
          response: { 200: csvReply, ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, lines } = await campaignUploadRejectedCsv(deps, callerOf(request), request.params.id);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Readable.from(lines));
      },
    );
  };
}
