import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import type { ContactDetailsForm } from './contact-details-form';
import { FormTextField } from './form-text-field';

interface ContactDetailsDialogProps {
  open: boolean;
  title: string;
  /** The line under the title, e.g. 'Add your information so an expert can reach out.' */
  intro: string;
  /** The form's accessible name. */
  formLabel: string;
  /** Owned by the caller, so what was typed survives closing, a failure and another try. */
  form: ContactDetailsForm;
  sending: boolean;
  autoFocus?: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** A visitor's Name, Email and optional Phone; Close and Send Request (the Lead dialog and listing actions). */
export function ContactDetailsDialog(props: ContactDetailsDialogProps) {
  const { open, title, intro, formLabel, form, sending, autoFocus = false, onClose, onSubmit } = props;
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label={formLabel}>
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>{intro}</DialogContentText>
          <Stack spacing={2}>
            <FormTextField form={form} name="name" label="Name" kind="name" autoFocus={autoFocus} />
            <FormTextField form={form} name="email" label="Email" kind="email" />
            <FormTextField form={form} name="phone" label="Phone (optional)" kind="phone" />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Close</Button>
          <Button type="submit" variant="contained" disabled={sending}>
            {sending ? 'Sending...' : 'Send Request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
