import { emptySessionState, sessionStateSchema, type SessionState } from '@roost/domain';
import { useSyncExternalStore } from 'react';

/** The spec's session state, one typed store persisted for the browser tab (sessionStorage). */
const STORAGE_KEY = 'roost.session';
const listeners = new Set<() => void>();
let state: SessionState = load();

function load(): SessionState {
  try {
    const raw = sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return emptySessionState;
    const parsed = sessionStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : emptySessionState;
  } catch {
    return emptySessionState;
  }
}

export const sessionStore = {
  get: (): SessionState => state,
  update(patch: Partial<SessionState>) {
    state = { ...state, ...patch };
    try {
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(state));
    } catch {
      // Storage full or blocked: the state still lives for this page.
    }
    listeners.forEach((listener) => listener());
  },
  reset() {
    sessionStore.update(emptySessionState);
  },
  /** Re-reads storage (tests, or another part of the tab writing it). */
  reload() {
    state = load();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession<T>(select: (session: SessionState) => T): T {
  return useSyncExternalStore(sessionStore.subscribe, () => select(state));
}
