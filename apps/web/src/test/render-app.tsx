import { render } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { RequestHandler } from 'msw';
import type { ComponentType } from 'react';
import {
  createMemoryRouter,
  RouterProvider,
  type DataRouter,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { AppLayout } from '../app/layout/app-layout';
import { AppProviders, createQueryClient } from '../app/providers';
import { ErrorBoundary } from '../app/root';
import routeConfig from '../app/routes';
import { intercepting, type Handler } from './api/intercept';
import { apiServer, requests } from './api/server';

export { testCompany } from './api/company';
export type { Handler } from './api/intercept';

/** An area of the test API: its MSW handlers over its in-memory state (see api/*.ts). */
export interface ApiArea {
  handlers: readonly RequestHandler[];
}

/**
 * Answers the app's requests with the test API: the areas given, each asked in order after the handlers
 * (a test's own answers: failures, held-back replies) given before them; a visitor by default. `calls` is every
 * request the test made.
 */
export function stubServer(...parts: (Handler | ApiArea | undefined)[]) {
  apiServer.use(
    ...parts.flatMap((part) =>
      part === undefined ? [] : typeof part === 'function' ? [intercepting(part)] : part.handlers,
    ),
  );
  return { calls: requests };
}

type Loader = ((args: LoaderFunctionArgs) => unknown) & { hydrate?: boolean };

interface RouteModule {
  default: ComponentType;
  loader?: Loader;
  clientLoader?: Loader;
  HydrateFallback?: ComponentType;
  shouldRevalidate?: () => boolean;
}

const routeModules = import.meta.glob<RouteModule>('../app/routes/*.tsx', { eager: true });

/**
 * The app's route table (app/routes.ts) as a memory router's routes, under the layout the root renders. The first
 * load is the page's first response: a route's server `loader` runs as the server would run it, its API reads
 * answered by the stubbed fetch (a `clientLoader` runs instead only where it runs on hydration); a later navigation
 * runs the `clientLoader`, if the route has one, as the browser would.
 */
function routeObject(entry: RouteConfigEntry, firstLoad: () => boolean): RouteObject {
  const module = routeModules[`../app/${entry.file}`];
  if (!module) throw new Error(`No route module ${entry.file}`);
  const { loader: serverLoader, clientLoader } = module;
  const loaderNow = () =>
    firstLoad() && !clientLoader?.hydrate ? (serverLoader ?? clientLoader) : (clientLoader ?? serverLoader);
  return {
    id: entry.id,
    path: entry.path,
    Component: module.default,
    HydrateFallback: module.HydrateFallback,
    shouldRevalidate: module.shouldRevalidate,
    loader:
      (serverLoader ?? clientLoader) &&
      ((args: LoaderFunctionArgs) => loaderNow()!({ ...args, context: { fetchApi: (url: string) => fetch(url) } })),
    children: entry.children?.map((child) => routeObject(child, firstLoad)),
  };
}

/** `firstLoad` tells whether the router is still loading its first page (see routeObject). */
export function appRoutes(firstLoad: () => boolean): RouteObject[] {
  return [
    {
      id: 'root',
      Component: AppLayout,
      ErrorBoundary,
      children: routeConfig.map((entry) => routeObject(entry, firstLoad)),
    },
  ];
}

export function renderApp(path = '/') {
  let router: DataRouter | undefined = undefined;
  router = createMemoryRouter(
    appRoutes(() => !router?.state.initialized),
    { initialEntries: [path] },
  );
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
