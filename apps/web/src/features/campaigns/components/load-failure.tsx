import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

/** Why a campaign page shows nothing: no access (403), not there (404), or a failure to try again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  const known = status === 403 || status === 404;
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="h4" component="h1">
        {status === 403 ? 'No access' : status === 404 ? 'Not found' : 'Something went wrong'}
      </Typography>
      <MessageBanner
        message={{
          message:
            status === 403
              ? 'You do not have access to this campaign.'
              : status === 404
                ? 'This campaign was not found. It may have been deleted.'
                : error instanceof ApiRequestError
                  ? error.message
                  : 'This campaign could not be loaded.',
          messageType: status === 403 ? 'warning' : 'error',
        }}
      />
      {known ? (
        <Button variant="outlined" component={RouterLink} to="/campaigns">
          Back to campaigns
        </Button>
      ) : (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
