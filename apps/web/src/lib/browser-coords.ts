import { useCallback, useEffect, useState } from 'react';
import { sessionStore, useSession } from './session-store';
import { useHydrated } from './use-hydrated';

type LocateStatus = 'idle' | 'locating' | 'unavailable';

// One automatic request per page load, however many search fields mount.
let askedOnLoad = false;

function requestPosition(onDone: (found: boolean) => void) {
  navigator.geolocation.getCurrentPosition(
    ({ coords }) => {
      sessionStore.update({ coords: { latitude: coords.latitude, longitude: coords.longitude } });
      onDone(true);
    },
    () => onDone(false),
    { maximumAge: 10 * 60_000, timeout: 15_000 },
  );
}

/**
 * The browser's position, kept in the session coords so address search ranks nearby homes first.
 * It never prompts on its own: it reads the position at once only when the Permissions API says
 * it is already granted; otherwise `locate()` (a 'Use my location' click) asks.
 */
export function useBrowserCoords() {
  const coords = useSession((session) => session.coords);
  const [status, setStatus] = useState<LocateStatus>('idle');
  // The server cannot locate anyone: its HTML (and the hydration of it) offers no location, the browser's next render
  // does when it can.
  const hydrated = useHydrated();
  const canLocate = hydrated && 'geolocation' in navigator;

  useEffect(() => {
    if (coords || askedOnLoad || !canLocate || !navigator.permissions) return;
    askedOnLoad = true;
    navigator.permissions
      .query({ name: 'geolocation' })
      .then((permission) => {
        if (permission.state === 'granted') requestPosition(() => undefined);
      })
      .catch(() => undefined);
  }, [coords, canLocate]);

  const locate = useCallback(() => {
    if (!canLocate) return;
    setStatus('locating');
    requestPosition((found) => setStatus(found ? 'idle' : 'unavailable'));
  }, [canLocate]);

  return { coords, canLocate, status, locate };
}
