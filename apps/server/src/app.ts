import { messages } from '@roost/domain';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import { sendError } from './errors';
import { turnTakingServer } from './platform/http/turn-taking-server';
import {
  personalDataParts,
  serverModules,
  type AppServices,
  type ModuleDescriptor,
  type ModuleServices,
} from './modules/registry';
import { scopeResolver } from './modules/organizations';
import { SESSION_COOKIE_NAME, sessionResolver } from './modules/user';
import { registerAccessControl, requireAccessDeclarations, type DeclaredRoute } from './plugins/access';
import { registerDemoVisitor } from './plugins/demo-visitor';
import { registerErrorHandler } from './plugins/error-handler';
import { registerHealth } from './plugins/health';
import { registerLoadShedding } from './plugins/load-shedding';
import { registerMetricsRoute } from './plugins/metrics-route';
import { registerNoStore } from './plugins/no-store';
import { registerOpenApi } from './plugins/openapi';
import { registerSecurity } from './plugins/security';
import { readablePageAddress } from './plugins/page-address';
import { registerStaticWeb } from './plugins/static-web';
import { registerTextInputRule } from './plugins/text-input-rule';
import { replySerializerCompiler } from './platform/http/reply-serializer';
import { ServingState } from './platform/http/serving-state';
import { RedactingLogController, serializeRequest } from './plugins/request-log';

export type { AppServices };

declare module 'fastify' {
  interface FastifyInstance {
    /** Every /api and /dev route with its declared access, for the access-table tests. */
    declaredRoutes: DeclaredRoute[];
    /** Whether this process still wants traffic: main.ts drains it on SIGTERM (the readiness probe reads it). */
    serving: ServingState;
  }
}

export interface AppOptions {
  /**
   * Only the health probes and /metrics, for a --role=worker process: it listens so that its own figures (texts
   * handed to the carrier, deliveries, reply e-mails, alert checks) can be scraped and its liveness probed.
   */
  probesOnly?: boolean;
}

/** Registers plugins and modules on a new Fastify instance; nothing listens. */
export async function buildApp(
  config: Config,
  services: AppServices,
  options: AppOptions = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    serverFactory: turnTakingServer,
    // A request read before close began (it may wait for a loop turn) is served, not refused with a 503: the
    // database stays open until the requests in flight are answered (main.ts).
    return503OnClosing: false,
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            // Query values and path parameters can be phones, e-mails, names, addresses or tokens (request-log.ts).
            serializers: { req: serializeRequest },
          },
    logController: new RedactingLogController(),
    bodyLimit: config.limits.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Address keys run to 200 characters; longer parameters get our own 414, not the router's.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, request, reply: FastifyReply) => {
      if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendError(reply, 'LINK_TOO_LONG', messages.linkTooLong);
      // A page's address the router cannot decode: the app's answer to its readable form, not a JSON error.
      const page = request.method === 'GET' || request.method === 'HEAD' ? readablePageAddress(request.url) : undefined;
      return page ? reply.redirect(page, 302) : sendError(reply, 'LINK_NOT_VALID', messages.linkNotValid);
    },
  });
  // An empty JSON body (a bodiless POST such as sign-out) is no body, not an error.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  registerErrorHandler(app);
  registerLoadShedding(app, { maxActive: config.limits.maxActiveRequests, maxWaitMs: config.limits.maxRequestWaitMs });
  registerTextInputRule(app);
  app.decorate('declaredRoutes', requireAccessDeclarations(app));
  registerAccessControl(app, {
    resolveSession: sessionResolver(services.users),
    resolveScope: scopeResolver(services.database.db),
    allowedOrigins: [new URL(config.publicUrl).origin],
    sessionCookieName: SESSION_COOKIE_NAME,
  });
  registerNoStore(app, { sessionCookieName: SESSION_COOKIE_NAME });
  await registerSecurity(app, config);
  await registerOpenApi(app);

  app.decorate('serving', new ServingState());
  registerHealth(app, services.database, { serving: app.serving, metrics: services.metrics });
  // Before the modules: their routes inherit the request counting hook.
  registerMetricsRoute(app, services.metrics, config.metrics);
  if (options.probesOnly) {
    app.setNotFoundHandler((request, reply) =>
      sendError(
        reply,
        'ROUTE_NOT_FOUND',
        `Not found: ${request.method} ${request.url.split('?')[0]} (a job worker serves only its health probes and /metrics)`,
      ),
    );
    return app;
  }
  if (config.mode === 'demo') registerDemoVisitor(app, config.publicUrl.startsWith('https:'));
  const moduleServices: ModuleServices = { ...services, config, personalData: personalDataParts() };
  for (const module of serverModules) await app.register(modulePlugin(module, moduleServices));

  app.get('/robots.txt', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain').send('User-agent: *\nDisallow: /api/\nDisallow: /dev/\nDisallow: /profile\n'),
  );
  await registerStaticWeb(app, config.webDistDir);
  return app;
}

/** One module's routes under their prefixes and, where dev tools are on, its /dev pages. */
function modulePlugin(module: ModuleDescriptor, services: ModuleServices) {
  const plugin = async (instance: FastifyInstance) => {
    for (const routes of module.routes ?? [])
      await instance.register(routes.plugin(services), { prefix: routes.prefix });
    if (services.config.devToolsEnabled) module.devPages?.(instance, services);
  };
  // Fastify names a plugin after its function: keep the module's name in its plugin tree and errors.
  Object.defineProperty(plugin, 'name', { value: module.name });
  return plugin;
}
