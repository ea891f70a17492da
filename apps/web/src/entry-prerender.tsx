import type { SitePath } from '@roost/domain';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppLayout } from './app/layout/app-layout';
import { builtPages, homeParts, preloadPage } from './app/pages';
import { AppProviders } from './app/providers';
import { PAGE_MODULES } from './app/tool-page-modules';
import { EMOTION_STYLE } from './lib/emotion-style-tags';

/**
 * The public pages built as HTML (build/prerender.ts runs this file's SSR build after `vite build`): the real
 * layout and each page's first screen as a visitor with an empty session sees it before any API reply, so the
 * browser paints them before the JavaScript has run. Nothing personal or from the API is in them: the current
 * user, the session's address and payment and the API's data are all unknown here (their loading states show).
 */
export interface PrerenderedRoute {
  /** The route's path in the route table; the server answers every path it matches with the route's file. */
  path: SitePath;
  /** The file under the build folder. */
  file: string;
  /** The address the page is rendered at: a route with an id or a query gets its pattern's generic shell. */
  url: string;
  /**
   * The API reads the page makes as it starts, with the route's parameters (`:id`): the server names them in a `Link`
   * preload header of the page, so the browser asks for them with the HTML rather than after the JavaScript has run.
   */
  preloadData: string[];
  /**
   * The lazily loaded modules the page asks for before it is hydrated (keys in the client build's manifest;
   * app/pages.tsx loads them): the boot script runs their chunks one task at a time before the app starts
   * (build/prerender.ts). The home page is in the entry's chunks.
   */
  pageModules?: string[];
  /**
   * Lazily loaded parts the page mounts after it has started (the home page's forms): their styles are written into
   * the page with its own, so mounting them costs no style work in the browser: inserting the styles was part of the
   * long task that blocked input on a slow phone.
   */
  partStyles?: readonly { load: () => Promise<unknown>; element: ReactElement }[];
}

/**
 * What every page reads as it starts, whoever visits: who is signed in (the header, lib/current-user.ts) and the
 * company (the footer, lib/company.ts). A report waits for the first (lib/property-record.ts: a saved mortgage's
 * figures replace the estimates), which otherwise is asked for only once the app has run.
 */
const APP_START_READS = ['/api/auth/session', '/api/site/company'];

export const prerenderedRoutes: PrerenderedRoute[] = [
  { path: '/', file: 'prerendered/index.html', url: '/', preloadData: APP_START_READS, partStyles: homeParts },
  // Its loading state (the record of the address comes from the API); the id is none of anyone's.
  {
    path: '/pmi-removal/:id',
    file: 'prerendered/pmi-removal/_id.html',
    url: '/pmi-removal/prerendered',
    // lib/property-record.ts: the address's stored record, read before anything else.
    preloadData: ['/api/home/address/:id', ...APP_START_READS],
    pageModules: PAGE_MODULES.pmiRemoval,
  },
  {
    path: '/payment/search',
    file: 'prerendered/payment/search.html',
    url: '/payment/search',
    preloadData: APP_START_READS,
    pageModules: PAGE_MODULES.paymentSearch,
  },
  // The payment is in the query: the page prerenders the heading and the loading state, with no payment.
  {
    path: '/payment/options',
    file: 'prerendered/payment/options.html',
    url: '/payment/options',
    preloadData: APP_START_READS,
    pageModules: PAGE_MODULES.paymentOptions,
  },
];

/** The markup of an element at `url` under the app's providers and layout, as `path` of the route table. */
function renderAt(path: string, url: string, element: ReactElement): string {
  const router = createMemoryRouter([{ element: <AppLayout />, children: [{ path, element }] }], {
    initialEntries: [url],
  });
  return renderToString(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

/** The markup of a route inside #root, with Emotion's style tags where it put them (build/prerender.ts moves them). */
export async function renderRoute(route: PrerenderedRoute): Promise<string> {
  const page = builtPages[route.path];
  if (!page) throw new Error(`No page is built for ${route.path}`);
  await preloadPage(route.url);
  const markup = renderAt(route.path, route.url, page());
  const partStyles: string[] = [];
  for (const part of route.partStyles ?? []) {
    await part.load();
    partStyles.push(...(renderAt(route.path, route.url, part.element).match(EMOTION_STYLE) ?? []));
  }
  return markup + partStyles.join('');
}
