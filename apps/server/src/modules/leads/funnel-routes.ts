import { CAMPAIGN_ROLES, campaignFunnelSchema, recordId } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { errorReplies } from '../../errors';
import { campaignFunnel } from './service/campaign-funnel';

/** GET {site}/campaign/{id}/funnel: from texts sent to leads won, for those who may see the campaign. */
export function funnelRoutes(deps: { db: Db }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/campaign/:id/funnel',
      {
        config: { access: { roles: CAMPAIGN_ROLES } },
        schema: {
          tags: ['campaigns'],
          summary: "A campaign's funnel: sent, delivered, clicked, page viewed, asked, won",
          params: z.object({ id: recordId('Campaign') }),
          response: { 200: campaignFunnelSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request) => campaignFunnel(deps.db, request.currentUser!, request.params.id),
    );
  };
}
