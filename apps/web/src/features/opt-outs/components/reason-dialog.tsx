import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  OPT_OUT_REASON_MAX_LENGTH,
  OPT_OUT_REASON_MIN_LENGTH,
  optOutChangeSchema,
  type OptOutChange,
  type OptOutChangeReply,
} from '@roost/domain';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';

export interface ReasonDialogProps {
  title: string;
  /** What the change does, in a sentence or two. */
  intro: ReactNode;
  /** The number changed (E.164); without one the dialog asks for it. */
  phone?: string;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the change; a refusal is shown in the dialog, which stays open with what was typed. */
  submit: (change: z.output<typeof optOutChangeSchema>) => Promise<OptOutChangeReply>;
  onClose: () => void;
  onDone: (reply: OptOutChangeReply) => void;
}

/**
 * A change of the opt-out list with its required reason (5 to 500 characters): the button stays disabled
 * until the form is valid; the server's refusal (a field's message, or why not at all) is shown here.
 */
export function ReasonDialog({
  title,
  intro,
  phone,
  submitLabel,
  pendingLabel,
  submit,
  onClose,
  onDone,
}: ReasonDialogProps) {
  const titleId = useId();
  const form = useForm<OptOutChange, unknown, z.output<typeof optOutChangeSchema>>({
    resolver: zodResolver(optOutChangeSchema),
    mode: 'onTouched',
    defaultValues: { phone: phone ?? '', reason: '' },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, isValid, errors } = form.formState;
  const onSubmit = form.handleSubmit(async (change) => {
    setFailure(null);
    try {
      onDone(await submit(change));
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['phone', 'reason']));
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
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText component="div">{intro}</DialogContentText>
            {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
            {phone === undefined && (
              <TextField
                label="Phone number"
                type="tel"
                required
                autoComplete="off"
                {...form.register('phone')}
                {...fieldState(errors.phone)}
                slotProps={{ htmlInput: { maxLength: 30 } }}
              />
            )}
            <TextField
              label="Reason"
              required
              multiline
              minRows={3}
              {...form.register('reason')}
              error={Boolean(errors.reason)}
              helperText={
                errors.reason?.message ??
                `Kept with your account in the number's history. At least ${OPT_OUT_REASON_MIN_LENGTH} characters.`
              }
              slotProps={{ htmlInput: { maxLength: OPT_OUT_REASON_MAX_LENGTH } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {isSubmitting ? pendingLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
