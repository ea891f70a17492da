import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { contactFormSchema } from '@roost/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';

/** The Lead dialog's fields: the contact form's rules without the message. */
export const leadContactSchema = contactFormSchema.pick({ name: true, email: true, phone: true });
export type LeadContactForm = UseFormReturn<
  z.input<typeof leadContactSchema>,
  unknown,
  z.output<typeof leadContactSchema>
>;

interface LeadDialogProps {
  open: boolean;
  /** Owned by the caller, so what was typed survives closing and reopening. */
  form: LeadContactForm;
  sending: boolean;
  onClose: () => void;
  onSubmit: () => void;
}

/** The spec's Lead dialog: Name, Email, optional Phone; Close and Send Request. */
export function LeadDialog({ open, form, sending, onClose, onSubmit }: LeadDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="lead-dialog-title">
      <DialogTitle id="lead-dialog-title">Talk to an expert</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label="Lead request">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>Add your information so an expert can reach out.</DialogContentText>
          <Stack spacing={2}>
            <FormTextField form={form} name="name" label="Name" kind="name" />
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
