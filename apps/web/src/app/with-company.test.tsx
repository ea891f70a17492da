import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { TermsPage } from '../features/legal/routes/terms-page';
import { companyQuery } from '../lib/company';
import { testCompany as company } from '../test/api/company';
import { WithCompany } from './with-company';

const page = (client: QueryClient) => (
  <QueryClientProvider client={client}>
    <WithCompany page={TermsPage} />
  </QueryClientProvider>
);

it("hydrates the server's page when the company's details arrived before this part hydrated, then shows them", async () => {
  // The server renders without the details: no loader reads them.
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(new QueryClient()));
  document.body.append(container);
  expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();

  // In the browser the reply came while another part of the page was still hydrating.
  const browser = new QueryClient();
  browser.setQueryData(companyQuery.queryKey, company);
  const mismatches: unknown[] = [];
  render(page(browser), { container, hydrate: true, onRecoverableError: (error) => mismatches.push(error) });

  expect(mismatches).toEqual([]);
  expect(await screen.findByRole('heading', { level: 1, name: /Terms/ })).toBeInTheDocument();
  expect(document.body).toHaveTextContent(company.legalName);
});
