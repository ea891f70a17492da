import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { AppError, errorReplies } from '../../errors';
import { coverFacts } from './repo';
import { coverSvg } from './service/cover-image';

export const LISTING_NOT_FOUND = 'Listing not found';

/** Our listing ids: 'sample-00001', 'reso-<key>'. */
const listingIdParam = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,80}$/, { error: 'Listing id must be letters, digits, dashes or underscores' });

export function listingsRoutes(deps: { db: Db }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/listings/:id/cover.svg',
      {
        config: { access: 'public' },
        schema: {
          tags: ['home'],
          summary: "A listing's generated cover picture (an SVG drawing of a house with its street number)",
          params: z.object({ id: listingIdParam }),
          response: { 200: z.string().describe('An image/svg+xml document'), ...errorReplies(400, 404) },
        },
      },
      async (request, reply) => {
        const listing = await coverFacts(deps.db, request.params.id);
        if (!listing) throw new AppError('LISTING_NOT_FOUND', LISTING_NOT_FOUND);
        return (
          reply
            .type('image/svg+xml; charset=utf-8')
            // The drawing depends only on the id and the street number: browsers may keep it for good.
            .header('cache-control', 'public, max-age=31536000, immutable')
            // An SVG opened on its own is a document: it gets no scripts and no outside resources.
            .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
            .send(coverSvg(listing))
        );
      },
    );
  };
}
