import { accountDeleteSchema, personalDataExportSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { PrivacyDeps } from './service/deps';
import { SESSION_COOKIE_NAME } from '../user';
import { downloadAccountData, eraseAccount } from './service/account-data';

const tags = ['user'];
const params = z.object({ id: z.string().min(1).max(100) });
/** The person themselves: nobody else downloads or erases an account here. */
const ownAccount = { owner: 'id' } as const;

/** A person's rights over their own account, beside the spec's user calls: GET .../data and DELETE /user/{id}. */
export function accountPrivacyRoutes(deps: PrivacyDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/user/:id/data',
      {
        config: { access: ownAccount },
        schema: {
          tags,
          summary: 'Everything Roost holds about the signed-in person, as JSON (no password, token or secret)',
          params,
          response: { 200: personalDataExportSchema, ...errorReplies(400, 401, 403, 404) },
        },
      },
      async (request, reply) => {
        const data = await downloadAccountData(deps, request.params.id);
        return reply.header('content-disposition', 'attachment; filename="roost-data.json"').send(data);
      },
    );

    app.delete(
      '/user/:id',
      {
        config: { access: ownAccount },
        schema: {
          tags,
          summary:
            "Erase the signed-in person's account, confirmed by its password: every session ends; 409 while they own running campaigns",
          params,
          body: accountDeleteSchema,
          response: { 204: z.null(), ...errorReplies(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        await eraseAccount(deps, request.params.id, request.body.password);
        return reply
          .header('set-cookie', `${SESSION_COOKIE_NAME}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`)
          .status(204)
          .send(null);
      },
    );
  };
}
