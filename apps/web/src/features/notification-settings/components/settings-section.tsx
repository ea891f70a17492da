import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { MessageBanner } from '../../../components/message-banner';

interface SettingsSectionProps {
  title: string;
  titleId: string;
  /** What is loading, for the progress bar's name. */
  loadingWhat: string;
  loading: boolean;
  failure?: string | undefined;
  children?: ReactNode;
}

/** One titled group of settings, with its loading bar and its failure message. */
export function SettingsSection({ title, titleId, loadingWhat, loading, failure, children }: SettingsSectionProps) {
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
