import { archiveCreditPreviewSchema, CAMPAIGN_ROLES, recordId } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { Db } from '../../platform/db/types';
import { previewArchiveCredit } from './service/archive';

/** What archiving a campaign would credit, asked by the archive confirmation before the person confirms. */
export function archiveCreditRoutes(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/campaign/:id/archive-credit',
      {
        config: { access: { roles: CAMPAIGN_ROLES } },
        schema: {
          tags: ['campaigns'],
          summary: 'What archiving the campaign now would credit its payer: unsent records, cents, expiry',
          params: z.object({ id: recordId('Campaign') }),
          response: { 200: archiveCreditPreviewSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => previewArchiveCredit(db, request.currentUser!, request.params.id),
    );
  };
}
