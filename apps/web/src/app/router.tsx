import { siteRoutes, type SiteRoute } from '@roost/domain';
import { useState, type ReactElement } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { builtPages } from './pages';
import { RequireAccess } from './require-access';
import { RouteErrorBoundary } from './route-error-boundary';

/** A private route's page behind the access check; public and redirect-target routes as they are. */
function guarded(route: SiteRoute, page: ReactElement): ReactElement {
  if (route.access.kind !== 'private') return page;
  return <RequireAccess roles={route.access.roles}>{page}</RequireAccess>;
}

/** Mounts the built routes of the route table. */
export function appRoutes(): RouteObject[] {
  const children: RouteObject[] = siteRoutes.flatMap((route) => {
    const page = builtPages[route.path];
    return page ? [{ path: route.path, element: guarded(route, page()) }] : [];
  });
  return [{ element: <AppLayout />, children: [...children, { path: '*', element: <NotFoundPage /> }] }];
}

function AppRoutes() {
  const [routes] = useState(appRoutes);
  const location = useLocation();
  return <RouteErrorBoundary locationKey={location.key}>{useRoutes(routes)}</RouteErrorBoundary>;
}

/**
 * The app's router, in React Router's declarative mode: the app uses none of the data router's features (loaders,
 * actions, fetchers, blockers), and the data router (createBrowserRouter) is about 16 KiB gzip more of every first
 * page's JS, which every visitor downloads and runs before the first page responds. Tests and the prerender mount the
 * same routes (appRoutes) in a memory router.
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
