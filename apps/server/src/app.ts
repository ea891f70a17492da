import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/types';
import type { JobQueue } from './jobs/queue';
import { createMailProvider, notificationsModule } from './modules/notifications';
import { siteModule } from './modules/site';
import { requireAccessDeclarations } from './plugins/access';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';

export interface AppServices {
  database: Database;
  queue: JobQueue;
}

/** Registers plugins and modules on a new Fastify instance; nothing listens. */
export async function buildApp(config: Config, services: AppServices): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  requireAccessDeclarations(app);
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const db = services.database.db;
  const mail = createMailProvider(config, db);
  registerHealth(app, services.database);
  await app.register(notificationsModule({ config, db }));
  await app.register(siteModule({ config, db, queue: services.queue, mail }));

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nDisallow: /api/\nDisallow: /dev/\nDisallow: /profile\n'),
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
