import { startTransition, StrictMode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/pages';
import { AppProviders } from './app/providers';
import { AppRouter } from './app/router';
import { UpdatePrompt } from './app/update-prompt';
import { watchPrerenderedFields } from './lib/prerendered-fields';

const container = document.getElementById('root')!;

/** Runs once the first render is committed, before the browser handles any more input. */
function OnCommit({ run }: { run: () => void }) {
  useLayoutEffect(run, [run]);
  return null;
}

function render(afterCommit?: () => void) {
  return (
    <StrictMode>
      <AppProviders>
        <AppRouter />
        <UpdatePrompt />
        {afterCommit && <OnCommit run={afterCommit} />}
      </AppProviders>
    </StrictMode>
  );
}

if (container.hasChildNodes()) {
  // A prerendered page (build/prerender.ts) stays as it is until its lazily loaded page has arrived (rendering
  // earlier would replace it with a loading bar, then with the page again), then is replaced in one commit. The
  // render is a transition, done in slices between which the browser keeps handling input (the page stays
  // usable); what is typed in its fields meanwhile is carried over (docs/deviations.md, Speed).
  const fields = watchPrerenderedFields(container);
  void preloadPage(window.location.pathname).then(() =>
    setTimeout(() => {
      const root = createRoot(container);
      startTransition(() => root.render(render(fields.carryOver)));
    }, 0),
  );
} else {
  createRoot(container).render(render());
}
