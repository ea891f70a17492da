import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { accountDeleteSchema, PRIVACY_PASSWORD_MAX_LENGTH, type AccountDelete } from '@roost/domain';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';

interface DeleteAccountDialogProps {
  /** Erases the account; a refusal (wrong password, running campaigns) is shown here and the dialog stays. */
  submit: (confirmation: AccountDelete) => Promise<void>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Deleting the account, confirmed with the password (as a password change is): what goes and what is kept is said
 * before anything happens.
 */
export function DeleteAccountDialog({ submit, onClose, onDone }: DeleteAccountDialogProps) {
  const titleId = useId();
  const form = useForm<AccountDelete>({
    resolver: zodResolver(accountDeleteSchema),
    mode: 'onTouched',
    defaultValues: { password: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, errors } = form.formState;
  const onSubmit = form.handleSubmit(async (confirmation) => {
    setFailure(null);
    try {
      await submit(confirmation);
      onDone();
    } catch (error) {
      const message = applyServerErrors(error, form.setError, ['password']);
      if (!(error instanceof ApiRequestError && error.fields.password)) setFailure(message);
    }
  });
  return (
    <Dialog
      open
      onClose={() => (isSubmitting ? undefined : onClose())}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>Delete your account</DialogTitle>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Your account, saved addresses, mortgages, alerts and settings are erased and you are signed out
              everywhere. The requests you sent to lenders are kept without your name or contact details. If you opted
              out of texts, that stays on record in a form that cannot be read back, so you are never texted again. This
              cannot be undone.
            </DialogContentText>
            {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
            <TextField
              label="Password"
              type="password"
              required
              autoComplete="current-password"
              {...form.register('password')}
              {...fieldState(errors.password)}
              slotProps={{ htmlInput: { maxLength: PRIVACY_PASSWORD_MAX_LENGTH } }}
            />
            {isSubmitting && <LinearProgress aria-label="Deleting your account" />}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={isSubmitting}>
            {isSubmitting ? 'Deleting…' : 'Delete account'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
