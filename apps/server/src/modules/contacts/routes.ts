import multipart from '@fastify/multipart';
import {
  contactImportMessages,
  importReportSchema,
  importRowsQuerySchema,
  importRowsReplySchema,
  MAX_UPLOAD_BYTES,
  parseBodySchema,
  parseHeadersBodySchema,
  parseHeadersReplySchema,
  parseReplySchema,
  guessMapping,
  CAMPAIGN_ROLES,
  type ParseReply,
} from '@roost/domain';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { Readable } from 'node:stream';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { AppError, errorReplies, invalidInput } from '../../errors';
import { recordAudit } from '../event-log';
import { checkMapping, parseHeaders, parseImport } from './service/parse-import';
import { withRecentTexts, type RecentTexts } from './service/import-report';
import { importReportOf, importRowsPage, rejectedCsv } from './service/read-import';
import { dataUrlFile, withMultipartFile, type UploadedFile } from './upload';

const tags = ['campaigns'];
const errors = errorReplies(400, 401, 403, 404, 413);
const access = { roles: CAMPAIGN_ROLES };
/** A JSON body carrying a 50 MB file as a base64 data URL, plus the mapping and the JSON around them. */
const UPLOAD_BODY_LIMIT = Math.ceil((MAX_UPLOAD_BYTES * 4) / 3) + 64 * 1024;
const importParams = z.object({ importId: z.string().min(1).max(100) });

export interface ContactsDeps {
  db: Db;
  /** What the upload's numbers were texted by lately (the messaging module's ledger), for its report. */
  recentTexts?: RecentTexts;
  /** Rows per insert of an upload (the driver's). */
  importBatchRows?: number;
}

/** Too large, however the size showed: the body limit, or the data URL's own length check. */
function isTooLarge(error: FastifyError): boolean {
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) return true;
  return (
    hasZodFastifySchemaValidationErrors(error) &&
    error.validation.some((issue) => issue.message === contactImportMessages.tooLarge)
  );
}

/** The upload of a request: the multipart form's file part, or the JSON body's data URL. */
function jsonFile(request: FastifyRequest<{ Body: { file: { name: string; data: string } } | null | undefined }>) {
  if (!request.body) throw invalidInput('Send the file as multipart/form-data or as JSON with a data URL');
  return dataUrlFile(request.body.file);
}

/** The spec's lead-file calls under the site service (section 7, "Site service: campaigns"). */
export function contactsRoutes(deps: ContactsDeps) {
  return async function routes(instance: FastifyInstance) {
    await instance.register(multipart);
    // The upload's own words for a file over the limit (the app's handler says the same for JSON bodies).
    instance.setErrorHandler((error: FastifyError) => {
      if (isTooLarge(error)) throw new AppError('FILE_TOO_LARGE', contactImportMessages.tooLarge);
      throw error;
    });
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/campaign/contacts/parse/headers',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { access },
        schema: {
          tags,
          summary: "A lead file's header row and the mapping guessed from it (JSON data URL or multipart `file`)",
          body: parseHeadersBodySchema.nullish(),
          response: { 200: parseHeadersReplySchema, ...errors },
        },
      },
      async (request) => {
        const read = async (file: UploadedFile) => {
          const { headers, encoding } = await parseHeaders(file.bytes);
          return { headers, mapping: guessMapping(headers), encoding };
        };
        if (request.isMultipart()) return withMultipartFile(request, ({ file }) => read(file));
        return read(jsonFile(request));
      },
    );

    app.post(
      '/campaign/contacts/parse',
      {
        bodyLimit: UPLOAD_BODY_LIMIT,
        config: { access },
        schema: {
          tags,
          summary:
            'Parse, check and store a lead file (JSON data URL, or multipart with `cols` and `teamId` before `file`)',
          body: parseBodySchema.nullish(),
          response: { 200: parseReplySchema, ...errors },
        },
      },
      async (request) => {
        const userId = request.currentUser!.id;
        const reported = async (reply: ParseReply) => ({
          ...reply,
          report: await withRecentTexts(deps.db, deps.recentTexts, reply.report),
        });
        if (request.isMultipart()) {
          return withMultipartFile(request, ({ fields, file }) => {
            const cols = fields.cols ?? [];
            checkMapping(cols);
            return parseImport(deps.db, {
              userId,
              teamId: fields.teamId,
              cols,
              batchRows: deps.importBatchRows,
              ...file,
            }).then(reported);
          });
        }
        const file = jsonFile(request);
        return reported(
          await parseImport(deps.db, {
            userId,
            teamId: request.body!.teamId,
            cols: request.body!.cols,
            batchRows: deps.importBatchRows,
            ...file,
          }),
        );
      },
    );

    app.get(
      '/campaign/contacts/parse/:importId',
      {
        config: { access },
        schema: {
          tags,
          summary: "An upload's report (the uploader only)",
          params: importParams,
          response: { 200: importReportSchema, ...errors },
        },
      },
      async (request) =>
        withRecentTexts(
          deps.db,
          deps.recentTexts,
          await importReportOf(deps.db, request.params.importId, request.currentUser!.id),
        ),
    );

    app.get(
      '/campaign/contacts/parse/:importId/rows',
      {
        config: { access },
        schema: {
          tags,
          summary: "One group of an upload's rows, in line order (cursor: the last line of the previous page)",
          params: importParams,
          querystring: importRowsQuerySchema,
          response: { 200: importRowsReplySchema, ...errors },
        },
      },
      async (request) => importRowsPage(deps.db, request.params.importId, request.currentUser!.id, request.query),
    );

    app.get(
      '/campaign/contacts/parse/:importId/rejected.csv',
      {
        config: { access },
        schema: {
          tags,
          summary: "An upload's rejected rows as CSV, with the reason for each",
          params: importParams,
          // 200 is text/csv, streamed page by page (a stream is sent as it is, never serialised).
          response: { 200: z.unknown().describe('text/csv: the mapped columns and a reason column'), ...errors },
        },
      },
      async (request, reply) => {
        const { fileName, lines } = await rejectedCsv(deps.db, request.params.importId, request.currentUser!.id);
        const what = { type: 'upload', id: request.params.importId, label: fileName } as const;
        await recordAudit(deps.db, {
          actor: request.currentUser!,
          action: 'export.downloaded',
          target: what,
          details: { contents: 'rejected rows' },
        });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .send(Readable.from(lines));
      },
    );
  };
}
