import { useEffect } from 'react';

let pending: (() => void) | null = null;

/** Runs `run` once, when the page of the first render is in place (main.tsx: a prerendered page hydrated). */
export function afterPageHydrated(run: () => void) {
  pending = run;
}

/**
 * Rendered after the route's page, inside the layout's Suspense boundary: hydration takes that boundary over in a
 * render of its own, after the layout's, so only an effect inside it knows that the page's fields and forms are
 * the app's, and have run their own effects (a form listens to its fields from them).
 */
export function PageHydrated() {
  useEffect(() => {
    const run = pending;
    pending = null;
    run?.();
  }, []);
  return null;
}
