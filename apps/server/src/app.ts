import { messages } from '@roost/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/types';
import type { JobQueue } from './jobs/queue';
import { coreModule } from './modules/core';
import { homeModule, type PropertyDeps } from './modules/home';
import { integrationsModule } from './modules/integrations';
import { listingsModule, type ListingsDeps } from './modules/listings';
import { purchaseModule, type PurchaseDeps } from './modules/purchase';
import { notificationsModule, type MailProvider } from './modules/notifications';
import { siteModule } from './modules/site';
import { demoAccounts, SESSION_COOKIE_NAME, sessionResolver, userModule, type UserDeps } from './modules/user';
import { registerAccessControl, requireAccessDeclarations, type DeclaredRoute } from './plugins/access';
import { registerDemoVisitor } from './plugins/demo-visitor';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextInputRule } from './plugins/text-input-rule';

export interface AppServices {
  database: Database;
  queue: JobQueue;
  mail: MailProvider;
  users: UserDeps;
  home: PropertyDeps;
  listings: ListingsDeps;
  purchase: PurchaseDeps;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api and /dev route with its declared access, for the access-table tests. */
    declaredRoutes: DeclaredRoute[];
  }
}

/** Registers plugins and modules on a new Fastify instance; nothing listens. */
export async function buildApp(config: Config, services: AppServices): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Address keys run to 200 characters; longer parameters get our own 414, not the router's.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, _request, reply: FastifyReply) =>
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? reply.status(414).send({ errorMessage: messages.linkTooLong })
        : reply.status(400).send({ errorMessage: messages.linkNotValid }),
  });
  // An empty JSON body (a bodiless POST such as sign-out) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerTextInputRule(app);
  app.decorate('declaredRoutes', requireAccessDeclarations(app));
  registerAccessControl(app, {
    resolveSession: sessionResolver(services.users),
    allowedOrigins: [new URL(config.publicUrl).origin],
    sessionCookieName: SESSION_COOKIE_NAME,
  });
  registerNoStore(app, { sessionCookieName: SESSION_COOKIE_NAME });
  await registerSecurity(app, config);
  await registerOpenApi(app);

  const db = services.database.db;
  const { mail } = services;
  registerHealth(app, services.database);
  if (config.mode === 'demo') registerDemoVisitor(app, config.publicUrl.startsWith('https:'));
  const publicMailboxes = demoAccounts.map((account) => account.email);
  await app.register(notificationsModule({ config, db, publicMailboxes }));
  await app.register(coreModule({ db, mail, publicUrl: config.publicUrl, home: services.home }));
  await app.register(userModule(services.users));
  await app.register(homeModule(services.home));
  await app.register(listingsModule(services.listings));
  await app.register(purchaseModule(services.purchase));
  await app.register(integrationsModule(services.home));
  await app.register(siteModule({ config, db, queue: services.queue, mail }));

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nDisallow: /api/\nDisallow: /dev/\nDisallow: /profile\n'),
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}
