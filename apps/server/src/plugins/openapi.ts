import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { APP_VERSION } from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document is generated from the routes' zod schemas; browse it at /api/docs. */
export async function registerOpenApi(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Roost API', version: APP_VERSION, description: 'Roost home-finance and lending-team API' },
      servers: [],
    },
    transform: jsonSchemaTransform,
  });
  // Helmet's CSP covers the docs page; the UI's own static CSP would block its inline styles.
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
}
