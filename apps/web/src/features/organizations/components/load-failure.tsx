import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

interface LoadFailureProps {
  error: unknown;
  /** What the page shows, in words: 'organization', 'branch', 'loan officer'. */
  what: string;
  onRetry: () => void;
}

/**
 * Why a team page shows nothing: no access (403), not there (404), or a failure to try again. It is
 * the whole page, so nobody mistakes it for an empty list.
 */
export function LoadFailure({ error, what, onRetry }: LoadFailureProps) {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 403 || status === 404) {
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="h4" component="h1">
          {status === 403 ? 'No access' : 'Not found'}
        </Typography>
        <MessageBanner
          message={{
            message:
              status === 403
                ? `You do not have access to this ${what}.`
                : `This ${what} was not found. It may have been deleted.`,
            messageType: status === 403 ? 'warning' : 'error',
          }}
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
          message: error instanceof ApiRequestError ? error.message : `This ${what} could not be loaded.`,
          messageType: 'error',
        }}
      />
      <Button variant="outlined" onClick={onRetry}>
        Try again
      </Button>
    </Stack>
  );
}

/** A page's record that does not match its address (a branch of another organization) is not found. */
export const notFoundError = () => new ApiRequestError(404, 'Not found');
