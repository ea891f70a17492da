/** What checks a stored value: a zod schema (classic or mini). Structural, so this file imports neither. */
export interface StoredValueCheck<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * A typed value kept in Web Storage for the browser tab or the browser: read once, validated with
 * its schema (anything invalid reads as `empty`), written on every change, listened to by React.
 */
export function persistedStore<T>(storage: () => Storage, key: string, schema: StoredValueCheck<T>, empty: T) {
  const listeners = new Set<() => void>();
  const load = (): T => {
    try {
      const raw = storage().getItem(key);
      if (!raw) return empty;
      const value: unknown = JSON.parse(raw);
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : empty;
    } catch {
      return empty;
    }
  };
  const notify = () => listeners.forEach((listener) => listener());
  let state = load();
  return {
    get: (): T => state,
    set(next: T) {
      state = next;
      try {
        if (next === empty) storage().removeItem(key);
        else storage().setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the value still lives for this page.
      }
      notify();
    },
    /** Re-reads storage (tests, or another part of the tab writing it). */
    reload() {
      state = load();
      notify();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
