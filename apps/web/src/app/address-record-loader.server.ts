import { parseAddressKey, propertyRecordSchema, sessionReplySchema } from '@roost/domain';
import type { LoaderFunctionArgs } from 'react-router';
import type { AddressRecordSeed } from '../lib/address-record-seed';
import { todayIsoDate } from '../lib/format';

/** What the server hands a page's loader (WebLoadContext, apps/server/src/plugins/web-pages.ts). */
export interface PageLoadContext {
  /** An API GET run in-process as the visitor: the same routes, access checks and replies as the browser's own. */
  fetchApi(path: string): Promise<Response>;
}

/**
 * The first response of an address tool page (`/pmi-removal/:id`): the address's cached record, so the HTML has the
 * report with its figures. Only the cached record: when there is none yet the page computes it in the browser, as
 * before, since the calculate endpoint asks the property providers and may take seconds the first response should
 * not wait for. A key that is not one, or the API refusing or failing, gives no seed, never an error: the page then
 * renders as without one (its loading state, then the browser's own read and, if that fails, its failure state).
 */
export async function addressRecordLoader({
  params,
  context,
}: LoaderFunctionArgs<PageLoadContext>): Promise<AddressRecordSeed | null> {
  const key = params.id;
  if (!key || !parseAddressKey(key)) return null;
  try {
    const [cached, session] = await Promise.all([
      context.fetchApi(`/api/home/address/${encodeURIComponent(key)}`),
      context.fetchApi('/api/auth/session'),
    ]);
    const record = cached.ok ? propertyRecordSchema.nullable().safeParse(await cached.json()).data : undefined;
    if (!record) return null;
    const reply = session.ok ? sessionReplySchema.safeParse(await session.json()).data : undefined;
    // Only that someone is signed in, nothing of who: a session the server could not tell counts as one.
    const signedIn = reply?.user !== null;
    return { key, record, signedIn, today: todayIsoDate() };
  } catch {
    return null;
  }
}
