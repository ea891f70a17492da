import { lazy } from 'react';

/**
 * The search hero (the address search field, its suggestions list and chips) as a chunk of its own: the report of an
 * address, the page people land on from a link, shows it only when the address fails; the search page (no address)
 * suspends on it like on its own chunk.
 */
export const LazySearchHero = lazy(() => import('./search-hero').then((m) => ({ default: m.SearchHero })));
