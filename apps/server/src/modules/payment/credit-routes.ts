import { creditBalanceSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../errors';
import type { Db } from '../../platform/db/types';
import { creditBalance } from './service/credits';

/** The caller's credit balance (credits for campaigns archived before they sent everything). */
export function creditRoutes(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/credits',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['payment'],
          summary: "The caller's unexpired credit and the soonest expiry of what is left",
          response: { 200: creditBalanceSchema, ...errorReplies(401) },
        },
      },
      async (request) => creditBalance(db, request.currentUser!.id, new Date()),
    );
  };
}
