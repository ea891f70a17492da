import { messages } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, ApiRequestError } from './api-client';

const busy = (retryAfter = '0') =>
  new Response(JSON.stringify({ errorMessage: messages.serverBusy }), {
    status: 503,
    headers: { 'content-type': 'application/json', 'retry-after': retryAfter },
  });
const ok = () => new Response(JSON.stringify({ value: 1 }), { status: 200 });

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest when the server is busy', () => {
  it('asks a read again after the Retry-After and answers what the server then says', async () => {
    const fetchMock = vi.fn().mockResolvedValueOnce(busy()).mockResolvedValueOnce(ok());
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('home', '/x')).resolves.toEqual({ value: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after two more tries and shows the busy message', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetchMock);
    const error = await apiRequest('home', '/x').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).message).toBe(messages.serverBusy);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('answers at once a 503 that does not say when to try again (a provider that is down)', async () => {
    const down = new Response(JSON.stringify({ errorMessage: 'The address service is not available right now.' }), {
      status: 503,
    });
    const fetchMock = vi.fn().mockResolvedValueOnce(down);
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('home', '/x')).rejects.toThrow('The address service is not available right now.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('never sends a change twice, nor waits on a long Retry-After', async () => {
    const fetchMock = vi.fn().mockImplementation(() => Promise.resolve(busy()));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiRequest('site', '/lead', { method: 'POST', body: {} })).rejects.toThrow(messages.serverBusy);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fetchMock.mockImplementation(() => Promise.resolve(busy('60')));
    await expect(apiRequest('home', '/x')).rejects.toThrow(messages.serverBusy);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('apiRequest on an error reply', () => {
  it("gives the server's code to switch on, and still reads a reply without one", async () => {
    const reply = (body: object) => new Response(JSON.stringify(body), { status: 404 });
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(reply({ code: 'CAMPAIGN_NOT_FOUND', errorMessage: 'Campaign not found' }))
      .mockResolvedValueOnce(reply({ errorMessage: 'Campaign not found' }));
    vi.stubGlobal('fetch', fetchMock);
    const coded = (await apiRequest('site', '/campaign/x').catch((caught: unknown) => caught)) as ApiRequestError;
    expect([coded.status, coded.code, coded.message]).toEqual([404, 'CAMPAIGN_NOT_FOUND', 'Campaign not found']);
    const uncoded = (await apiRequest('site', '/campaign/x').catch((caught: unknown) => caught)) as ApiRequestError;
    expect([uncoded.code, uncoded.message]).toEqual([undefined, 'Campaign not found']);
  });
});
