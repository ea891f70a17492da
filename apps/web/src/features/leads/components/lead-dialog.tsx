import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { contactFormSchema, DEFAULT_MAX_LENGTH } from '@roost/domain';
import type { UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { fieldState } from '../../../lib/form-errors';

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

const textLimit = { htmlInput: { maxLength: DEFAULT_MAX_LENGTH } };

/** The spec's Lead dialog: Name, Email, optional Phone; Close and Send Request. */
export function LeadDialog({ open, form, sending, onClose, onSubmit }: LeadDialogProps) {
  const { errors } = form.formState;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="lead-dialog-title">
      <DialogTitle id="lead-dialog-title">Talk to an expert</DialogTitle>
      <form noValidate onSubmit={onSubmit} aria-label="Lead request">
        <DialogContent sx={{ pt: 0 }}>
          <DialogContentText sx={{ mb: 2 }}>Add your information so an expert can reach out.</DialogContentText>
          <Stack spacing={2}>
            <TextField
              label="Name"
              autoComplete="name"
              {...form.register('name')}
              {...fieldState(errors.name)}
              slotProps={textLimit}
            />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...form.register('email')}
              {...fieldState(errors.email)}
              slotProps={textLimit}
            />
            <TextField
              label="Phone (optional)"
              type="tel"
              autoComplete="tel"
              {...form.register('phone')}
              {...fieldState(errors.phone)}
              slotProps={{ htmlInput: { maxLength: 30 } }}
            />
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
