import { siteRoutes } from '@roost/domain';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { builtPages } from './pages';

/**
 * Mounts the built routes of the route table. A private route needs the identity access check,
 * so mounting one before it exists is a programming error caught here.
 */
export function appRoutes(): RouteObject[] {
  const children: RouteObject[] = siteRoutes.flatMap((route) => {
    const page = builtPages[route.path];
    if (!page) return [];
    if (route.access.kind !== 'public') throw new Error(`${route.path} is private: add the access check first`);
    return [{ path: route.path, element: page() }];
  });
  return [{ element: <AppLayout />, children: [...children, { path: '*', element: <NotFoundPage /> }] }];
}

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}
