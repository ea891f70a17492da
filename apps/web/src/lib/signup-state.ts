import { useSyncExternalStore } from 'react';
import { boolean, nullable, object, string, type Reader } from './json-reader';
import { persistedStore } from './persisted-store';

/**
 * The spec's signup state of a sign-up not yet confirmed, kept in localStorage so Finish Signup
 * survives a reload. `username` is the e-mail the code was sent to (null before the form was sent).
 */
const STORAGE_KEY = 'roost.signup';

export interface SignupState {
  username: string | null;
  name: string;
  phone: string | null;
  isReset: boolean;
}

// Read without zod: the header reads it on every page at start.
export const readSignupState: Reader<SignupState | null> = nullable(
  object({ username: nullable(string), name: string, phone: nullable(string), isReset: boolean }),
);

const store = persistedStore(() => localStorage, STORAGE_KEY, readSignupState, null);

export const signupStore = {
  get: store.get,
  set: (next: SignupState) => store.set(next),
  clear: () => store.set(null),
  reload: store.reload,
  subscribe: store.subscribe,
};

export function useSignupState(): SignupState | null {
  // Prerendered (build/prerender.ts) as no sign-up.
  return useSyncExternalStore(signupStore.subscribe, signupStore.get, () => null);
}
