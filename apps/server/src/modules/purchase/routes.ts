import {
  homesQuerySchema,
  homesReplySchema,
  listingActionRequestSchema,
  optionsQuerySchema,
  optionsReplySchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { PurchaseDeps } from './service/deps';
import { homesFor } from './service/homes';
import { requestAboutListing } from './service/listing-requests';
import { optionsFor } from './service/options';

const tags = ['home'];
const errors = errorReplies(400, 404, 503);

/** Search by Payment, under the spec's {home} base: purchase options, homes that fit, listing requests. */
export function purchaseRoutes(deps: PurchaseDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/homes/options',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The day's purchase options for a monthly payment (cached per day and payment)",
          querystring: optionsQuerySchema,
          response: { 200: optionsReplySchema, ...errors },
        },
      },
      async (request) => optionsFor(deps, request.query.payment, request.query.county),
    );

    app.get(
      '/homes',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "Listed homes at or below a purchase option's price, with their monthly payment under it",
          querystring: homesQuerySchema,
          response: { 200: homesReplySchema, ...errors },
        },
      },
      async (request) => homesFor(deps, request.query),
    );

    app.post(
      '/homes/:listingId/actions',
      {
        // Down payment help needs a signed-in person; the other actions are open to visitors.
        config: { access: 'public', optionalUser: true },
        schema: {
          tags,
          summary:
            'Ask about a listing (viewing, down payment help, a loan officer, all): handed to the automation webhook',
          params: z.object({ listingId: z.string().trim().min(1).max(100) }),
          body: listingActionRequestSchema,
          response: { 202: z.object({ id: z.string(), status: z.literal('queued') }), ...errors, ...errorReplies(401) },
        },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await requestAboutListing(deps, request.params.listingId, request.body, request.currentUser)),
    );
  };
}
