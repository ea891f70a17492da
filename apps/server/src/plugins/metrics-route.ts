import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies, sendError } from '../errors';
import { registerRequestMetrics } from '../platform/metrics/http-metrics';
import type { Metrics } from '../platform/metrics/metrics';
import { scraperAccess, type ScraperSettings } from '../platform/metrics/scraper-access';

/**
 * GET /metrics in Prometheus's text format, for the scraper named by METRICS_TOKEN or METRICS_ALLOW; with neither
 * it answers 404 like any unknown address. The route's access is 'public' to the session rules (a scraper has no
 * account): the token or the address is checked here, before anything is read, and a refusal carries no figures.
 * Requests are counted only where the route is on, so a server without a scraper pays nothing per request.
 */
export function registerMetricsRoute(app: FastifyInstance, metrics: Metrics, settings: ScraperSettings) {
  const verdictOf = scraperAccess(settings);
  const enabled = settings.token !== undefined || settings.allow.length > 0;
  if (enabled) registerRequestMetrics(app, metrics.registry);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/metrics',
    {
      config: { access: 'public' },
      schema: {
        summary: "This process's figures in Prometheus's text format, for the configured scraper (404 when off)",
        tags: ['system'],
        response: {
          200: z.string().describe('Prometheus text exposition format 0.0.4'),
          ...errorReplies(401, 403, 404),
        },
      },
    },
    async (request, reply) => {
      switch (verdictOf(request.ip, request.headers.authorization)) {
        case 'off':
          return sendError(reply, 'ROUTE_NOT_FOUND', 'Not found: GET /metrics');
        case 'tokenRequired':
          return sendError(reply, 'NOT_SIGNED_IN', 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
        case 'notAllowed':
          return sendError(reply, 'FORBIDDEN', 'This token or address may not read the metrics');
        case 'allowed':
          return reply
            .header('cache-control', 'no-store')
            .type(metrics.registry.contentType)
            .send(await metrics.registry.metrics());
      }
    },
  );
}
