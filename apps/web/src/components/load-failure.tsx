import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../lib/api-client';
import { MessageBanner } from './message-banner';

interface LoadFailureProps {
  error: unknown;
  /** What the page shows, in words: 'campaign', 'organization', 'branch', 'loan officer'. */
  what: string;
  /** Where a person goes when the record is not theirs or not there. */
  back: { to: string; label: string };
  onRetry: () => void;
}

/**
 * Why a page shows nothing: no access (403), not there (404), or a failure to try again. It is the whole
 * page, so nobody mistakes it for an empty list.
 */
export function LoadFailure({ error, what, back, onRetry }: LoadFailureProps) {
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
              ? `You do not have access to this ${what}.`
              : status === 404
                ? `This ${what} was not found. It may have been deleted.`
                : error instanceof ApiRequestError
                  ? error.message
                  : `This ${what} could not be loaded.`,
          messageType: status === 403 ? 'warning' : 'error',
        }}
      />
      {known ? (
        <Button variant="outlined" component={RouterLink} to={back.to}>
          {back.label}
        </Button>
      ) : (
        <Button variant="outlined" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Stack>
  );
}
