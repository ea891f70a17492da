import { lazy } from 'react';

/**
 * MessageBanner (MUI's Alert, its icons and close button) as a chunk of its own, for the failures the app shell
 * shows (the access check, the legal pages' company details): every page's first JS need not carry it. Render it
 * inside a Suspense whose fallback keeps the loading state a moment longer.
 */
export const LazyMessageBanner = lazy(() => import('./message-banner').then((m) => ({ default: m.MessageBanner })));
