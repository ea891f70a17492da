import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RequestHandler } from 'msw';
import { AppProviders, createQueryClient } from '../app/providers';
import { appRoutes } from '../app/router';
import { intercepting, type Handler } from './api/intercept';
import { apiServer, requests } from './api/server';

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

export function renderApp(path = '/') {
  const router = createMemoryRouter(appRoutes(), { initialEntries: [path] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
