import { emptySessionState, sessionStateSchema, type SessionState } from '@roost/domain';
import { useSyncExternalStore } from 'react';
import { persistedStore } from './persisted-store';

/** The spec's session state, one typed store persisted for the browser tab (sessionStorage). */
const store = persistedStore(() => sessionStorage, 'roost.session', sessionStateSchema, emptySessionState);

export const sessionStore = {
  get: store.get,
  update: (patch: Partial<SessionState>) => store.set({ ...store.get(), ...patch }),
  reset: () => store.set(emptySessionState),
  reload: store.reload,
  subscribe: store.subscribe,
};

/** Prerendered (build/prerender.ts) as the empty session: nothing personal is in the built HTML. */
export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(
    sessionStore.subscribe,
    () => select(store.get()),
    () => select(emptySessionState),
  );
}
