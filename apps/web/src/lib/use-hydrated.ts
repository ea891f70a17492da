import { useSyncExternalStore } from 'react';

const nothingToWatch = () => () => undefined;

/**
 * False while the page is rendered on the server (or prerendered) and while the browser hydrates that HTML, true from the
 * render after: a part that cannot show the same thing in both (a payment read from the address, a chunk not yet
 * fetched) shows its prerendered state until then, so hydration finds the markup it expects.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    nothingToWatch,
    () => true,
    () => false,
  );
}
