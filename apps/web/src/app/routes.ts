import { layout, route, type RouteConfig } from '@react-router/dev/routes';
import { siteRoutes } from '@roost/domain';
import { routeModules } from './route-modules';

/**
 * The app's route table, made from the one in packages/domain (site-routes.ts) and the page of each built path
 * (route-modules.ts): a private route sits under the access check (routes/private-route.tsx), which reads the
 * route's roles from the table by its id, the path.
 */
const mounted = siteRoutes.flatMap((siteRoute) => {
  const file = routeModules[siteRoute.path];
  return file ? [{ siteRoute, entry: route(siteRoute.path, file, { id: siteRoute.path }) }] : [];
});

export default [
  ...mounted.filter(({ siteRoute }) => siteRoute.access.kind !== 'private').map(({ entry }) => entry),
  layout(
    'routes/private-route.tsx',
    mounted.filter(({ siteRoute }) => siteRoute.access.kind === 'private').map(({ entry }) => entry),
  ),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
