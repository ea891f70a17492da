import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MessageBanner } from '../../../components/message-banner';

interface ProfileSectionProps {
  title: string;
  /** The title's id, for a form or table inside to be named by it. */
  titleId: string;
  /** What is loading, for the progress bar's name ('your addresses'). */
  loadingWhat: string;
  loading: boolean;
  /** Shown as an error banner when set. */
  failure?: string | undefined;
  children: ReactNode;
}

/** One titled part of the profile page, with its loading bar and its failure message. */
export function ProfileSection({ title, titleId, loadingWhat, loading, failure, children }: ProfileSectionProps) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h5" component="h2" id={titleId} gutterBottom>
        {title}
      </Typography>
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      {loading && <LinearProgress aria-label={`Loading ${loadingWhat}`} />}
      {children}
    </Paper>
  );
}
