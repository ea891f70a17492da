import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * Why the page shows no list: no access (403: not an admin of this organization), not there (404), or a
 * failure to try again. It is the whole page, so nobody mistakes it for an empty list.
 */
export function PageFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 403 || status === 404) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {status === 403 ? 'No access' : 'Not found'}
        </Typography>
        <MessageBanner
          message={
            status === 403
              ? { message: "Only this organization's admins can see and change its opt-outs.", messageType: 'warning' }
              : { message: 'This organization was not found. It may have been deleted.', messageType: 'error' }
          }
        />
        <Button variant="outlined" component={RouterLink} to="/organizations">
          Back to organizations
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        Something went wrong
      </Typography>
      <MessageBanner
        message={{
          message: `The opt-outs could not be loaded. ${
            error instanceof ApiRequestError ? error.message : 'Please try again.'
          }`,
          messageType: 'error',
        }}
      />
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}
