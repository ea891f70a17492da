import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';

/** How often an open tab asks whether a new version was deployed (the browser also asks on each navigation). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Runs `then` once the page has loaded and the browser is idle (5 s at most); returns a cancel. */
function afterFirstPaint(then: () => void): () => void {
  let cancelWait = () => window.removeEventListener('load', whenIdle);
  function whenIdle() {
    if ('requestIdleCallback' in window) {
      const idle = window.requestIdleCallback(then, { timeout: 5000 });
      cancelWait = () => window.cancelIdleCallback(idle);
    } else {
      const timer = setTimeout(then, 1000);
      cancelWait = () => clearTimeout(timer);
    }
  }
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => cancelWait();
}

/**
 * Registers the service worker once the first page has painted (its code, workbox-window included, is in chunks
 * of its own, not in the first page's JS) and offers a new version of the site when one has installed and waits:
 * Reload hands over to it and reloads this page once it is in control; Later keeps this version (the new one
 * takes over when every Roost tab is closed). A first visit has no version waiting, so the prompt never shows
 * then. `enabled`: only a production build has a service worker.
 */
export function UpdatePrompt({ enabled = import.meta.env.PROD }: { enabled?: boolean }) {
  const [open, setOpen] = useState(false);
  const updateServiceWorker = useRef<((reloadPage?: boolean) => Promise<void>) | undefined>(undefined);
  // Reload clicked here: this tab reloads when the new version takes control.
  const reloadAsked = useRef(false);
  // The new version took control from another tab's Reload: this page's own files may be gone, so a plain
  // reload is what is left to offer (never done unasked: the page may hold what the person typed).
  const takenOverElsewhere = useRef(false);

  useEffect(() => {
    if (!enabled || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    const cancel = afterFirstPaint(() => {
      void import('virtual:pwa-register').then(({ registerSW }) => {
        if (cancelled) return;
        updateServiceWorker.current = registerSW({
          immediate: true,
          onNeedRefresh: () => setOpen(true),
          onNeedReload() {
            if (reloadAsked.current) return window.location.reload();
            takenOverElsewhere.current = true;
            setOpen(true);
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
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        // It stays until answered: a click elsewhere on the page is no answer, Escape is Later.
        if (reason === 'escapeKeyDown') later();
      }}
    >
      {/* The app's banners' look (MessageBanner), raised above the page it floats over. */}
      <Alert
        severity="info"
        variant="standard"
        role="status"
        sx={{ width: '100%', alignItems: 'center', boxShadow: 6 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" variant="outlined" onClick={reload}>
              Reload
            </Button>
            <Button color="inherit" size="small" onClick={later}>
              Later
            </Button>
          </Stack>
        }
      >
        A new version of Roost is ready.
      </Alert>
    </Snackbar>
  );
}
