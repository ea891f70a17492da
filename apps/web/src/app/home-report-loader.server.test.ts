import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { testHomeReport } from '../test/api/home-reports';
import type { PageLoadContext } from './address-record-loader.server';
import { homeReportLoader } from './home-report-loader.server';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The loader of `/home-report/{linkId}`, the API answering with `answer` (the server's fetchApi, as the visitor). */
function load(linkId: string | undefined, answer: () => Response | Promise<Response>, method = 'GET') {
  const fetchApi = vi.fn(async () => answer());
  const args = {
    params: { linkId },
    request: new Request(`http://localhost/home-report/${linkId ?? ''}`, { method }),
    context: { fetchApi } as PageLoadContext,
  };
  return { seed: homeReportLoader(args as unknown as LoaderFunctionArgs<PageLoadContext>), fetchApi };
}

describe("a contact's own page's loader", () => {
  it('gives the report the API gave the visitor, so it arrives with the page', async () => {
    const report = testHomeReport();
    const { seed, fetchApi } = load('Ab12Cd34Ef56', () => json(report));
    expect(await seed).toEqual(report);
    expect(fetchApi).toHaveBeenCalledWith('/api/site/home-report/Ab12Cd34Ef56');
  });

  it('gives nothing for a link that opens no page (or a preview the API refused), a failure, or a HEAD', async () => {
    const notFound = { code: 'LINK_NOT_FOUND', errorMessage: 'This link has expired or is not valid' };
    expect(await load('Ab12Cd34Ef56', () => json(notFound, 404)).seed).toBeNull();
    expect(await load('Ab12Cd34Ef56', () => Promise.reject(new Error('down'))).seed).toBeNull();
    expect(await load('Ab12Cd34Ef56', () => json({ unexpected: true })).seed).toBeNull();
    const head = load('Ab12Cd34Ef56', () => json(testHomeReport()), 'HEAD');
    expect(await head.seed).toBeNull();
    expect(head.fetchApi).not.toHaveBeenCalled();
    expect(await load(undefined, () => json(testHomeReport())).seed).toBeNull();
  });
});
