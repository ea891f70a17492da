import Snackbar from '@mui/material/Snackbar';
import type { Message } from '@roost/domain';
import { MessageBanner } from './message-banner';

export interface MessageSnackbarProps {
  current: (Message & { key: number }) | null;
  onClose: () => void;
  /** How long a message stays (snackbar.tsx: SNACKBAR_HIDE_MS). */
  hideMs: number;
}

/** The app's one snackbar (snackbar.tsx): top centre, hiding after 2 seconds. */
export function MessageSnackbar({ current, onClose, hideMs }: MessageSnackbarProps) {
  return (
    <Snackbar
      key={current?.key}
      open={current !== null}
      autoHideDuration={hideMs}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <div>{current && <MessageBanner message={current} onClose={onClose} />}</div>
    </Snackbar>
  );
}
