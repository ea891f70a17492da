import { lazy, useState, type ComponentType } from 'react';

/** A lazily loaded component that can be fetched ahead of its first render. */
export type PreloadableComponent<P extends object> = ComponentType<P> & {
  /** Fetches the component's chunk; once it has arrived, the component renders at once (no Suspense fallback). */
  preload: () => Promise<unknown>;
};

/**
 * React.lazy with a preload: a page shown from prerendered HTML (build/prerender.ts) fetches its chunk before the
 * app's first render, so that render hydrates the HTML with the page itself at once.
 * React.lazy alone would still suspend once on a chunk that has already arrived.
 */
export function preloadableLazy<P extends object>(load: () => Promise<ComponentType<P>>): PreloadableComponent<P> {
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (component) => (Loaded = component),
      (error: unknown) => {
        // A failed fetch (offline, new deployment) may be tried again by the next render.
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Preloadable(props: P) {
    // Chosen once per mounted instance: switching from Lazy to Loaded later would remount the page, losing its state.
    const [LoadedAtMount] = useState(() => Loaded);
    return LoadedAtMount ? <LoadedAtMount {...props} /> : <Lazy {...props} />;
  }
  return Object.assign(Preloadable, { preload });
}
