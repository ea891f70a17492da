import { siteRoutes, type SiteRoute } from '@roost/domain';
import type { ReactElement } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { builtPages } from './pages';
import { RequireAccess } from './require-access';

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

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
