import Snackbar from '@mui/material/Snackbar';
import type { Message } from '@roost/domain';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { MessageBanner } from './message-banner';

export const SNACKBAR_HIDE_MS = 2000;

type ShowMessage = (message: Message) => void;
const SnackbarContext = createContext<ShowMessage | null>(null);

/** One snackbar for the app, top centre, hiding after 2 seconds. */
export function SnackbarProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<(Message & { key: number }) | null>(null);
  const show = useCallback<ShowMessage>((message) => setCurrent({ ...message, key: Date.now() }), []);
  const close = useCallback(() => setCurrent(null), []);
  const value = useMemo(() => show, [show]);
  return (
    <SnackbarContext.Provider value={value}>
      {children}
      <Snackbar
        key={current?.key}
        open={current !== null}
        autoHideDuration={SNACKBAR_HIDE_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') close();
        }}
        anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
      >
        <div>{current && <MessageBanner message={current} onClose={close} />}</div>
      </Snackbar>
    </SnackbarContext.Provider>
  );
}

export function useSnackbar(): ShowMessage {
  const show = useContext(SnackbarContext);
  if (!show) throw new Error('useSnackbar must be used inside SnackbarProvider');
  return show;
}
