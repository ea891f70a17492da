import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

/** A list that failed to load: the server's message (or `fallback`) and a 'Try again' button. */
export function RetryBanner({ error, fallback, onRetry }: { error: unknown; fallback: string; onRetry: () => void }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <MessageBanner
        message={{ message: error instanceof ApiRequestError ? error.message : fallback, messageType: 'error' }}
      />
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
