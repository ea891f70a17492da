import { render } from '@testing-library/react';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppLayout } from '../app/layout/app-layout';
import { AppProviders, createQueryClient } from '../app/providers';
import { ErrorBoundary } from '../app/root';
import routeConfig from '../app/routes';

// The parts the app loads in chunks of their own on every page, so the first page does not carry them (the lead flow,
// the home sections' forms, the sign-in dialog, the header's payment form, the admin shell), imported once here: a lazy
// part then resolves at once even under a test's fake clock, as each tool test does with its own page.
await Promise.all([
  import('../features/leads/components/lead-requester'),
  import('../components/address-tool-entry'),
  import('../features/search-by-payment/components/payment-search-entry'),
  import('../features/leads/components/contact-form'),
  import('../features/auth/components/auth-dialog'),
  import('../app/layout/header-payment-popover'),
  import('../app/layout/admin-shell'),
]);

export const testCompany = {
  name: 'Test Home Loans',
  legalName: 'Test Home Loans, LLC',
  address: '1 Test Street, Auburn, CA 95603',
  mailingAddress: 'PO Box 9, Auburn, CA 95604',
  phone: '(530) 555-0199',
  email: 'hello@test.example',
  privacyEmail: 'privacy@test.example',
  nmlsId: '123456',
  marketingSiteUrl: 'https://test.example',
};

type Answer = { status: number; body: unknown } | undefined;
/** Answers a request, or undefined for the defaults; a promise holds the answer back (loading states). */
export type Handler = (url: string, init: RequestInit | undefined) => Answer | Promise<Answer>;

const defaults: Record<string, unknown> = { '/api/site/company': testCompany, '/api/auth/session': { user: null } };

/** Answers the app's fetches like the server would: a visitor by default; unknown calls answer 404 JSON. */
export function stubServer(handler: Handler = () => undefined) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const fallback = defaults[new URL(url, 'http://localhost').pathname];
    const answer = (await handler(url, init)) ?? (fallback ? { status: 200, body: fallback } : undefined);
    const { status, body } = answer ?? { status: 404, body: { errorMessage: `Not found: ${url}` } };
    // A 204 has no body (the Response constructor refuses one).
    const text = status === 204 ? null : JSON.stringify(body);
    return new Response(text, { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
}

interface RouteModule {
  default: ComponentType;
  loader?: (args: LoaderFunctionArgs) => unknown;
  clientLoader?: (args: LoaderFunctionArgs) => unknown;
  HydrateFallback?: ComponentType;
  shouldRevalidate?: () => boolean;
}

const routeModules = import.meta.glob<RouteModule>('../app/routes/*.tsx', { eager: true });

/**
 * The app's route table (app/routes.ts) as a memory router's routes, under the layout the root renders: a loader runs
 * in the test as the server would run it, its API reads answered by the stubbed fetch.
 */
function routeObject(entry: RouteConfigEntry): RouteObject {
  const module = routeModules[`../app/${entry.file}`];
  if (!module) throw new Error(`No route module ${entry.file}`);
  const loader = module.clientLoader ?? module.loader;
  return {
    id: entry.id,
    path: entry.path,
    Component: module.default,
    HydrateFallback: module.HydrateFallback,
    shouldRevalidate: module.shouldRevalidate,
    loader:
      loader && ((args: LoaderFunctionArgs) => loader({ ...args, context: { fetchApi: (url: string) => fetch(url) } })),
    children: entry.children?.map(routeObject),
  };
}

export function appRoutes(): RouteObject[] {
  return [{ id: 'root', Component: AppLayout, ErrorBoundary, children: routeConfig.map(routeObject) }];
}

export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
