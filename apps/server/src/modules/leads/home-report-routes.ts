import { homeReportParamsSchema, homeReportSchema, homeReviewRequestSchema, leadSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isbot } from 'isbot';
import type { Config } from '../../config';
import { errorReplies } from '../../errors';
import { markHomeReportViewed } from '../links';
import type { CreateLeadDeps } from './service/create-lead';
import { homeReportNotFound, readHomeReport, type HomeReportDeps } from './service/home-report';
import { requestHomeReview } from './service/home-review';

const tags = ['site'];

/**
 * A campaign contact's own page (/home-report/{link id}) and its review request. Public: the link id in the text is
 * the capability. The answers are about one person, so nothing may keep them (no-store).
 */
export function homeReportRoutes(deps: HomeReportDeps & CreateLeadDeps & { config: Config }) {
  const now = deps.now ?? (() => new Date());
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/home-report/:linkId',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary:
            "A campaign contact's own page: their home's figures, loan officer and partner (the link is the key)",
          params: homeReportParamsSchema,
          response: { 200: homeReportSchema, ...errorReplies(404) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        // A link preview or a crawler (or a HEAD) sees what an unknown link shows, and is no reader of the page.
        if (request.method !== 'GET' || isbot(request.headers['user-agent'] ?? '')) throw homeReportNotFound();
        const { link, report } = await readHomeReport(deps, request.params.linkId);
        await markHomeReportViewed(deps.db, link, now());
        return report;
      },
    );

    app.post(
      '/home-report/:linkId/review',
      {
        config: {
          access: 'public',
          rateLimit: { max: deps.config.limits.leadsPerMinute, timeWindow: '1 minute' },
        },
        schema: {
          tags,
          summary: 'Ask the loan officer for a review from a contact’s own page: one lead per link (200 on a repeat)',
          params: homeReportParamsSchema,
          body: homeReviewRequestSchema,
          response: { 200: leadSchema, 201: leadSchema, ...errorReplies(400, 404, 429) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const { lead, created } = await requestHomeReview(deps, request.params.linkId);
        return reply.status(created ? 201 : 200).send(lead);
      },
    );
  };
}
