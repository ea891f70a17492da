import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { campaignMessages } from '@roost/domain';

/** Shown instead of the campaign wizard, and instead of "Create Campaign", to someone without texting access. */
export function TextingAccessNotice({ heading }: { heading?: string }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={1}>
        {heading && (
          <Typography variant="h4" component="h1">
            {heading}
          </Typography>
        )}
        <Typography role="status">{campaignMessages.textingNotAllowed}</Typography>
      </Stack>
    </Paper>
  );
}
