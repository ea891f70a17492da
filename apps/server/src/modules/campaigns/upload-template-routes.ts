import {
  CAMPAIGN_ROLES,
  templatePreviewQuerySchema,
  templatePreviewReplySchema,
  uploadTemplateBodySchema,
  uploadTemplateReplySchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { CampaignsDeps } from './service/deps';
import { fitUploadToTemplate, previewUploadText } from './service/upload-template';

const tags = ['campaigns'];
const errors = errorReplies(400, 401, 403, 404);
const access = { roles: CAMPAIGN_ROLES };
const importParams = z.object({ importId: z.string().min(1).max(100) });

/**
 * The wizard's template step over its upload (the contacts stay on the server): fit the upload to the chosen
 * template, and read any of its contacts' texts exactly as they will be sent. The uploader only.
 */
export function uploadTemplateRoutes(makeDeps: (app: FastifyInstance) => CampaignsDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const deps = makeDeps(instance);

    app.post(
      '/campaign/contacts/parse/:importId/template',
      {
        config: { access },
        schema: {
          tags,
          summary: 'Fit an upload to a template: leave out the contacts it lacks data for, count contacts and segments',
          params: importParams,
          body: uploadTemplateBodySchema,
          response: { 200: uploadTemplateReplySchema, ...errors },
        },
      },
      async (request) => fitUploadToTemplate(deps, request.currentUser!, request.params.importId, request.body),
    );

    app.get(
      '/campaign/contacts/parse/:importId/preview',
      {
        config: { access },
        schema: {
          tags,
          summary: "One of an upload's contacts to be texted, its text as it will be sent, with its segments",
          params: importParams,
          querystring: templatePreviewQuerySchema,
          response: { 200: templatePreviewReplySchema, ...errors },
        },
      },
      async (request) => previewUploadText(deps, request.currentUser!, request.params.importId, request.query),
    );
  };
}
