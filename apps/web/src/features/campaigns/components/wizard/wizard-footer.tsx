import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useWizardExit } from './wizard-exit';

interface WizardFooterProps {
  /** Where Previous goes; no Previous on the first step. */
  previous?: string;
  /** Next, Submit or Launch Campaign. */
  primary: ReactNode;
  /** Cancel and Previous wait while a submit runs. */
  busy?: boolean;
}

/** Cancel (asks, discards the draft, goes home), Previous, and the step's own primary button. */
export function WizardFooter({ previous, primary, busy = false }: WizardFooterProps) {
  const navigate = useNavigate();
  const exit = useWizardExit();
  const [confirming, setConfirming] = useState(false);
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ justifyContent: 'space-between', alignItems: 'center', borderTop: 1, borderColor: 'divider', pt: 2 }}
    >
      <Button onClick={() => setConfirming(true)} disabled={busy} color="inherit">
        Cancel
      </Button>
      <Stack direction="row" spacing={1}>
        {previous && (
          <Button variant="outlined" onClick={() => void navigate(previous)} disabled={busy}>
            Previous
          </Button>
        )}
        {primary}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title="Cancel this campaign?"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          exit('/');
        }}
      >
        What you entered for this campaign will be discarded.
      </ConfirmDialog>
    </Stack>
  );
}
