import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders, createQueryClient } from '../app/providers';
import { appRoutes } from '../app/router';

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

type Handler = (url: string, init: RequestInit | undefined) => { status: number; body: unknown } | undefined;

/** Answers the app's fetches like the server would; unknown calls answer 404 JSON. */
export function stubServer(handler: Handler = () => undefined) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    calls.push({ url, init });
    const answer =
      handler(url, init) ?? (url.endsWith('/api/site/company') ? { status: 200, body: testCompany } : undefined);
    const { status, body } = answer ?? { status: 404, body: { errorMessage: `Not found: ${url}` } };
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { calls };
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
