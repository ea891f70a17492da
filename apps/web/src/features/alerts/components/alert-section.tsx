import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';

interface AlertSectionProps {
  title: string;
  /** The title's id, for a list or group inside to be named by it. */
  titleId: string;
  /** What is loading, for the progress bar's name ('your alerts'). */
  loadingWhat: string;
  loading: boolean;
  /** A failed load: its message, with a way to try again. */
  failure?: { error: unknown; what: string; onRetry: () => void } | undefined;
  children?: ReactNode;
}

/**
 * One titled part of the notifications page, with its loading bar and its failure: a part of the page, so a
 * failure names what is missing and offers to try again rather than taking the whole page.
 */
export function AlertSection({ title, titleId, loadingWhat, loading, failure, children }: AlertSectionProps) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, sm: 3 }, overflowWrap: 'anywhere' }}
    >
      <Typography variant="h5" component="h2" id={titleId} gutterBottom>
        {title}
      </Typography>
      {loading && <LinearProgress aria-label={`Loading ${loadingWhat}`} />}
      {failure && (
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          <MessageBanner
            message={{
              message: `${failure.what} could not be loaded. ${
                failure.error instanceof ApiRequestError ? failure.error.message : 'Please try again.'
              }`,
              messageType: 'error',
            }}
          />
          <Button variant="outlined" onClick={failure.onRetry}>
            Try again
          </Button>
        </Stack>
      )}
      {children}
    </Paper>
  );
}
