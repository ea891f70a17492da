import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

/** A list that could not be read: the server's message and a way to ask again. */
export function FailureBanner({ what, error, onRetry }: { what: string; error: unknown; onRetry: () => void }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <MessageBanner
        message={{
          message: `${what} could not be loaded. ${error instanceof ApiRequestError ? error.message : 'Please try again.'}`,
          messageType: 'error',
        }}
      />
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
