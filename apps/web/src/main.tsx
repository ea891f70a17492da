import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { preloadPage } from './app/pages';
import { afterPageHydrated } from './app/layout/page-hydrated';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './app/update-prompt';
import { watchPrerenderedFields } from './lib/prerendered-fields';

const container = document.getElementById('root')!;

const app = (
  <StrictMode>
    <AppProviders>
      <AppRouter />
      <UpdatePrompt />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) {
  // A prerendered page (build/prerender.ts) is hydrated once its lazily loaded page has arrived (earlier, the page
  // would suspend and hydration would wait for it anyway): React takes the markup over as it is rather than
  // building it again. The hydration is a transition, done in slices between which the browser keeps handling input
  // (the page stays usable); what is typed in its fields meanwhile is kept (docs/performance.md).
  afterPageHydrated(watchPrerenderedFields(container).carryOver);
  void preloadPage(window.location.pathname).then(() =>
    setTimeout(() => startTransition(() => void hydrateRoot(container, app)), 0),
  );
} else {
  createRoot(container).render(app);
}
