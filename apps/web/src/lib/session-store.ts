import { emptySessionState, type SessionState } from '@roost/domain';
import { useSyncExternalStore } from 'react';
import { array, nullable, number, object, string, type Reader } from './json-reader';
import { persistedStore } from './persisted-store';

/** What the domain's sessionStateSchema accepts, without zod (every page reads the session at start). */
export const readSessionState: Reader<SessionState> = object({
  page: nullable(string),
  selectedMortgage: nullable(string),
  address: nullable(object({ id: string, address: string })),
  payment: number({ min: 0 }),
  homesViewed: array(string),
  option: nullable(number({ int: true })),
  loanBalance: nullable(number({ min: 0 })),
  coords: nullable(object({ latitude: number(), longitude: number() })),
});

/** The spec's session state, one typed store persisted for the browser tab (sessionStorage). */
const store = persistedStore(() => sessionStorage, 'roost.session', readSessionState, emptySessionState);

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
