import type { LoaderFunctionArgs } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/api/auth';
import { TEST_ADDRESS_KEY, testProperty } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { addressRecordLoader, type PageLoadContext } from './address-record-loader.server';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The loader for `key`, the API answering each path with `answer` (the server's fetchApi). */
function load(key: string | undefined, answer: (path: string) => Promise<Response> | Response) {
  const fetchApi = vi.fn(async (path: string) => answer(path));
  const args = { params: { id: key }, context: { fetchApi } as PageLoadContext };
  return { seed: addressRecordLoader(args as unknown as LoaderFunctionArgs<PageLoadContext>), fetchApi };
}

const record = testProperty();

describe("an address tool page's loader", () => {
  it("gives the cached record, that nobody was signed in, and the server's date", async () => {
    const { seed, fetchApi } = load(TEST_ADDRESS_KEY, (path) =>
      json(path === '/api/auth/session' ? { user: null } : record),
    );
    expect(await seed).toEqual({ key: TEST_ADDRESS_KEY, record, signedIn: false, today: '2026-03-02' });
    expect(fetchApi).toHaveBeenCalledWith(`/api/home/address/${TEST_ADDRESS_KEY}`);
  });

  it('says that someone was signed in, and nothing of who', async () => {
    const { seed } = load(TEST_ADDRESS_KEY, (path) =>
      path === '/api/auth/session' ? json({ user: testUser() }) : json(record),
    );
    expect(await seed).toEqual({ key: TEST_ADDRESS_KEY, record, signedIn: true, today: '2026-03-02' });
  });

  it('counts a session the server could not tell as signed in (the page then waits for it, as before)', async () => {
    const { seed } = load(TEST_ADDRESS_KEY, (path) =>
      path === '/api/auth/session' ? json({ code: 'SERVER_BUSY', errorMessage: 'Busy' }, 503) : json(record),
    );
    expect((await seed)?.signedIn).toBe(true);
  });

  it('asks nothing for a missing key or one that is not a key', async () => {
    for (const key of [undefined, '', 'x'.repeat(5000), '<script>-Auburn-CA', '../../api/admin/users']) {
      const { seed, fetchApi } = load(key, () => json(record));
      expect(await seed).toBeNull();
      expect(fetchApi).not.toHaveBeenCalled();
    }
  });

  it.each([
    ['no record cached yet', () => json(null)],
    ['a refusal', () => json({ code: 'INVALID_INPUT', errorMessage: 'No' }, 400)],
    ['a server error', () => json({ code: 'INTERNAL', errorMessage: 'Oops' }, 500)],
    ['a reply that is not a record', () => json({ id: TEST_ADDRESS_KEY })],
    ['a reply that is not JSON', () => new Response('<html>', { status: 200 })],
    ['a read that throws', () => Promise.reject(new Error('connection reset'))],
  ])('gives no seed, never an error, on %s', async (_label, answer) => {
    const { seed } = load(TEST_ADDRESS_KEY, (path) => (path === '/api/auth/session' ? json({ user: null }) : answer()));
    expect(await seed).toBeNull();
  });
});
