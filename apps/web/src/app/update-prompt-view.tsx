import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';

export interface UpdatePromptViewProps {
  open: boolean;
  onReload: () => void;
  onLater: () => void;
}

/** The new-version prompt (update-prompt.tsx), loaded with the service worker's registration. */
export function UpdatePromptView({ open, onReload, onLater }: UpdatePromptViewProps) {
  return (
    <Snackbar
      open={open}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_event, reason) => {
        // It stays until answered: a click elsewhere on the page is no answer, Escape is Later.
        if (reason === 'escapeKeyDown') onLater();
      }}
    >
      {/* The app's banners' look (MessageBanner), raised above the page it floats over. */}
      <Alert
        severity="info"
        variant="standard"
        role="status"
        sx={{ width: '100%', alignItems: 'center', boxShadow: 6 }}
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" size="small" variant="outlined" onClick={onReload}>
              Reload
            </Button>
            <Button color="inherit" size="small" onClick={onLater}>
              Later
            </Button>
          </Stack>
        }
      >
        A new version of Roost is ready.
      </Alert>
    </Snackbar>
  );
}
