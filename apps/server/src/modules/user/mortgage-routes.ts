import { userMortgageCreateSchema, userMortgageInputSchema, userMortgageSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../errors';
import type { UserDeps } from './service/deps';
import { addUserMortgage, changeUserMortgage, removeUserMortgage, userMortgagesOf } from './service/user-mortgages';

const tags = ['user'];
const errors = errorReplies(400, 401, 403, 404);
const idParams = z.object({ id: z.string().min(1).max(100) });

/**
 * The spec's mortgage calls (2.4, 7): a person's saved mortgages. Reading: the person or an admin.
 * Adding, changing and deleting: the person only; someone else's mortgage id is a 404.
 */
export function mortgageRoutes(deps: UserDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/user/mortgage/:userId',
      {
        config: { access: { owner: 'userId', orRoles: ['admin', 'superadmin'] } },
        schema: {
          tags,
          summary: "A person's saved mortgages, newest first",
          params: z.object({ userId: z.string().min(1).max(100) }),
          response: { 200: z.array(userMortgageSchema), ...errors },
        },
      },
      async (request) => userMortgagesOf(deps, request.params.userId),
    );

    app.post(
      '/user/mortgage',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Save a mortgage for the signed-in person (the body userId is ignored); 409 beyond the limit',
          body: userMortgageCreateSchema,
          response: { 201: userMortgageSchema, ...errors, ...errorReplies(409) },
        },
      },
      async (request, reply) => {
        const { userId: _ignored, ...mortgage } = request.body;
        return reply.status(201).send(await addUserMortgage(deps, request.currentUser!.id, mortgage));
      },
    );

    app.put(
      '/user/mortgage/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Change one of the signed-in person's mortgages",
          params: idParams,
          body: userMortgageInputSchema,
          response: { 200: userMortgageSchema, ...errors },
        },
      },
      async (request) => changeUserMortgage(deps, request.currentUser!.id, request.params.id, request.body),
    );

    app.delete(
      '/user/mortgage/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Delete one of the signed-in person's mortgages",
          params: idParams,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await removeUserMortgage(deps, request.currentUser!.id, request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
