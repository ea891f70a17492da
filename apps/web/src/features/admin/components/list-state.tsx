import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

/** A list's loading bar and, when it failed, the reason and a way to try again. */
export function ListState({
  loading,
  loadingLabel,
  failure,
  error,
  onRetry,
}: {
  loading: boolean;
  loadingLabel: string;
  /** What could not be loaded: 'The users could not be loaded.' */
  failure: string;
  error: unknown;
  onRetry: () => void;
}) {
  if (error) {
    const reason = error instanceof ApiRequestError ? error.message : 'Something went wrong. Please try again.';
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <MessageBanner message={{ message: `${failure} ${reason}`, messageType: 'error' }} />
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      </Stack>
    );
  }
  return loading ? <LinearProgress aria-label={loadingLabel} /> : null;
}
