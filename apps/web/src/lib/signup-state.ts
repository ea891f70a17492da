import { useSyncExternalStore } from 'react';
import { z } from 'zod';

/**
 * The spec's signup state of a sign-up not yet confirmed, kept in localStorage so Finish Signup
 * survives a reload. `username` is the e-mail the code was sent to (null before the form was sent).
 */
const STORAGE_KEY = 'roost.signup';

const signupStateSchema = z.object({
  username: z.string().nullable(),
  name: z.string(),
  phone: z.string().nullable(),
  isReset: z.boolean(),
});
export type SignupState = z.infer<typeof signupStateSchema>;

const listeners = new Set<() => void>();
let state: SignupState | null = load();

function load(): SignupState | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = signupStateSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function save(next: SignupState | null) {
  state = next;
  try {
    if (next) localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the state still lives for this page.
  }
  listeners.forEach((listener) => listener());
}

export const signupStore = {
  get: (): SignupState | null => state,
  set: (next: SignupState) => save(next),
  clear: () => save(null),
  /** Re-reads storage (tests, or another tab writing it). */
  reload() {
    state = load();
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSignupState(): SignupState | null {
  return useSyncExternalStore(signupStore.subscribe, signupStore.get);
}
