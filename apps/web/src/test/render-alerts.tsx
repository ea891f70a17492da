import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';

/**
 * Renders a part or page of the alerts feature inside the app's providers and a router at `path`, in a
 * main landmark as the layout gives it; '/' and '/notifications' are there for its links to land on.
 */
export function renderAlerts(element: ReactElement, options: { path?: string; routePath?: string } = {}) {
  const routes: RouteObject[] = [
    { path: options.routePath ?? '/', element: <main>{element}</main> },
    { path: '/notifications', element: <h1>Notifications</h1> },
  ];
  if ((options.routePath ?? '/') !== '/') routes.push({ path: '/', element: <h1>Home</h1> });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? options.routePath ?? '/'] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
