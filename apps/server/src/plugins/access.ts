import type { FastifyInstance } from 'fastify';

/**
 * Every route declares who may call it in `config.access`. Routes that forget are refused at
 * start-up, so nothing becomes public by accident. Signed-in and role rules arrive with identity.
 */
export type RouteAccessRule = 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccessRule;
  }
}

const frameworkRoutes = [/^\/api\/docs/];

export function requireAccessDeclarations(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api') && !route.url.startsWith('/dev')) return;
    if (frameworkRoutes.some((pattern) => pattern.test(route.url))) return;
    const access = (route.config as { access?: RouteAccessRule } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${route.url} does not declare its access`);
  });
}
