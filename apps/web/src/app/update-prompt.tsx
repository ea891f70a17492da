import { useEffect, useRef, useState, type ComponentType } from 'react';
import { afterFirstPaint } from '../lib/after-first-paint';
import type { UpdatePromptViewProps } from './update-prompt-view';

/** How often an open tab asks whether a new version was deployed (the browser also asks on each navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker once the first page has painted (its code, workbox-window included, is in chunks of
 * its own, not in the first page's JS) and offers a new version of the site when one has installed and waits: Reload
 * hands over to it and reloads this page once it is in control; Later keeps this version (the new one takes over when
 * every Roost tab is closed). A first visit has no version waiting, so the prompt never shows then, and its view (the
 * snackbar's chunks) is loaded only when it is to show. `enabled`: only a production build has a service worker.
 */
export function UpdatePrompt({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const [open, setOpen] = useState(false);
  // Loaded when a version waits: most visits never need it, and its chunks cost a slow phone's start.
  const [View, setView] = useState<ComponentType<UpdatePromptViewProps> | null>(null);
  const updateServiceWorker = useRef<((reloadPage?: boolean) => Promise<void>) | undefined>(undefined);
  // Reload clicked here: this tab reloads when the new version takes control.
  const reloadAsked = useRef(false);
  // The new version took control from another tab's Reload: this page's own files may be gone, so a plain
  // reload is what is left to offer (never done unasked: the page may hold what the person typed).
  const takenOverElsewhere = useRef(false);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const offer = () =>
      void import('./update-prompt-view').then(
        (view) => {
          if (cancelled) return;
          setView(() => view.UpdatePromptView);
          setOpen(true);
        },
        () => undefined, // the next check offers the version again
      );
    const cancel = afterFirstPaint(() => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        if (cancelled) return;
        updateServiceWorker.current = registerSW({
          immediate: true,
          onNeedRefresh: offer,
          onNeedReload() {
            if (reloadAsked.current) return window.location.reload();
            takenOverElsewhere.current = true;
            offer();
          },
          onRegisteredSW(_url, registration) {
            if (registration) setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
          },
        });
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [enabled]);

  const reload = () => {
    reloadAsked.current = true;
    if (takenOverElsewhere.current) window.location.reload();
    else void updateServiceWorker.current?.(true);
  };
  const later = () => setOpen(false);
  return View && <View open={open} onReload={reload} onLater={later} />;
}
