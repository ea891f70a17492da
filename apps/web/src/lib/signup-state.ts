import { useSyncExternalStore } from 'react';
import * as z from 'zod/mini';
import { persistedStore } from './persisted-store';

/**
 * The spec's signup state of a sign-up not yet confirmed, kept in localStorage so Finish Signup
 * survives a reload. `username` is the e-mail the code was sent to (null before the form was sent).
 */
const STORAGE_KEY = 'roost.signup';

// zod/mini: the header reads it on every page at start.
const signupStateSchema = z.nullable(
  z.object({ username: z.nullable(z.string()), name: z.string(), phone: z.nullable(z.string()), isReset: z.boolean() }),
);
export type SignupState = NonNullable<z.infer<typeof signupStateSchema>>;

const store = persistedStore(() => localStorage, STORAGE_KEY, signupStateSchema, null);

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
