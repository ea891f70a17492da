import type { ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Scripts, ScrollRestoration, useRouteError } from 'react-router';
import { AppLayout } from './layout/app-layout';
import { NotFoundPage } from './not-found-page';
import { AppProviders } from './providers';
import { UpdatePrompt } from './update-prompt';

/** The document every page is rendered in, on the server and in the browser alike. */
export function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <meta charSet="UTF-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1.0" />
        <meta
          name="description"
          content="Roost: see your home's value, remove mortgage insurance, design your payment and find homes you can afford."
        />
        <meta name="theme-color" content="#1b4f72" />
        <title>Roost Home Finance</title>
        <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <link rel="manifest" href="/manifest.webmanifest" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return (
    <AppProviders>
      <AppLayout />
      <UpdatePrompt />
    </AppProviders>
  );
}

/**
 * What a page that fails shows, in the site's layout: a not-found answer (an unknown path, an id that names nothing)
 * is the app's not-found page; anything else (a chunk that cannot be fetched, a bug) says so, without internals.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <AppProviders>
      <AppLayout>
        {notFound ? (
          <NotFoundPage />
        ) : (
          <>
            <h2>Unexpected Application Error!</h2>
            <h3 style={{ fontStyle: 'italic' }}>
              {error instanceof Error ? error.message : 'This page could not be shown.'}
            </h3>
          </>
        )}
      </AppLayout>
    </AppProviders>
  );
}
