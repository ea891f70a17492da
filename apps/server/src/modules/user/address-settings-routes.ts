import { addressSettingsSchema, userAddressSchema } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorReplies } from '../../errors';
import type { UserDeps } from './service/deps';
import { saveAddressSettings } from './service/user-addresses';

/**
 * The spec calls it at {home}, but the settings belong to the person's user address, which this module
 * owns: one store for both specs' descriptions of them.
 */
export function addressSettingsRoutes(deps: UserDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.post(
      '/address/settings',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['home'],
          summary: "Save the signed-in person's notification settings for an address (on their user address)",
          body: addressSettingsSchema,
          response: { 200: userAddressSchema, ...errorReplies(400, 401, 404) },
        },
      },
      async (request) => saveAddressSettings(deps, request.currentUser!.id, request.body),
    );
  };
}
