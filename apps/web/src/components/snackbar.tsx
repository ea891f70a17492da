import type { Message } from '@roost/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { onFirstIntent } from '../lib/first-intent';
import type { MessageSnackbarProps } from './message-snackbar';

export const SNACKBAR_HIDE_MS = 2000;

type ShowMessage = (message: Message) => void;
const SnackbarContext = createContext<ShowMessage | null>(null);

type SnackbarView = ComponentType<MessageSnackbarProps>;
let loadedView: SnackbarView | undefined;
let loadingView: Promise<SnackbarView> | undefined;

/**
 * Fetches the snackbar itself (MUI's Snackbar and the message banner, 6 chunks): messages follow what the visitor
 * does, so it is fetched at their first key, tap, click, wheel or scroll (or by the first message, if earlier), and a
 * visitor who only looks never fetches it.
 */
export function preloadSnackbar(): Promise<SnackbarView> {
  return (loadingView ??= import('./message-snackbar').then(
    (module) => (loadedView = module.MessageSnackbar),
    (error: unknown) => {
      // A failed fetch (offline, new deployment) is tried again by the next message.
      loadingView = undefined;
      throw error;
    },
  ));
}

/** One snackbar for the app, top centre, hiding after 2 seconds. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Message & { key: number }) | null>(null);
  const [View, setView] = useState<SnackbarView | undefined>(() => loadedView);
  const show = useCallback<ShowMessage>((message) => setCurrent({ ...message, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => show, [show]);
  const waiting = current !== null;
  useEffect(() => {
    if (View) return;
    let cancelled = false;
    const load = () =>
      void preloadSnackbar().then(
        (view) => {
          if (!cancelled) setView(() => view);
        },
        () => undefined,
      );
    if (waiting) {
      load();
      return () => void (cancelled = true);
    }
    const cancelWait = onFirstIntent(load);
    return () => {
      cancelled = true;
      cancelWait();
    };
  }, [View, waiting]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      {View && <View current={current} onClose={close} hideMs={SNACKBAR_HIDE_MS} />}
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): ShowMessage {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return show;
}
