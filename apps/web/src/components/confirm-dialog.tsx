import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ReactNode } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, the dialog's name ('Are you sure you want to delete the team?'). */
  title: string;
  /** What answering Yes does, when the question alone does not say it. */
  children?: ReactNode;
  /** True while the confirmed action runs: Yes is disabled. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A Yes/No question before something that cannot be undone (spec: confirmations, No and Yes). */
export function ConfirmDialog({ open, title, children, busy = false, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-labelledby={titleId}
      aria-describedby={children ? textId : undefined}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children && (
        <DialogContent>
          <Stack spacing={1} id={textId}>
            {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
          </Stack>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          No
        </Button>
        <Button onClick={onConfirm} disabled={busy} variant="contained" color="error">
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
