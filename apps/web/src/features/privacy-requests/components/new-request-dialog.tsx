import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  PRIVACY_RESPONSE_DAYS,
  privacyRequestCreateSchema,
  privacyRequestKindNames,
  privacyRequestKinds,
  type PrivacyRequest,
  type PrivacyRequestCreate,
} from '@roost/domain';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors, fieldState } from '../../../lib/form-errors';
import { todayIsoDate } from '../../../lib/format';

interface NewRequestDialogProps {
  submit: (request: PrivacyRequestCreate) => Promise<PrivacyRequest>;
  onClose: () => void;
  onDone: (request: PrivacyRequest) => void;
}

const fields = ['kind', 'identifier', 'requestedBy', 'receivedDate'] as const;

/** Records a contact's request as it came: what they asked, their phone or e-mail, who asked and when. */
export function NewRequestDialog({ submit, onClose, onDone }: NewRequestDialogProps) {
  const titleId = useId();
  const kindId = useId();
  const form = useForm<PrivacyRequestCreate, unknown, z.output<typeof privacyRequestCreateSchema>>({
    resolver: zodResolver(privacyRequestCreateSchema),
    mode: 'onTouched',
    defaultValues: { kind: 'know', identifier: '', requestedBy: '', receivedDate: todayIsoDate() },
  });
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting, errors } = form.formState;
  const onSubmit = form.handleSubmit(async () => {
    setFailure(null);
    try {
      // The form's own values: the server reads the phone or e-mail itself.
      onDone(await submit(form.getValues()));
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, [...fields]));
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
      <DialogTitle id={titleId}>New privacy request</DialogTitle>
      <form noValidate aria-labelledby={titleId} onSubmit={onSubmit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Record the request as it came to you. It must be answered within {PRIVACY_RESPONSE_DAYS} days of the day
              it was received.
            </DialogContentText>
            {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
            <FormControl>
              <FormLabel id={kindId}>The person asks to</FormLabel>
              <Controller
                control={form.control}
                name="kind"
                render={({ field }) => (
                  <RadioGroup aria-labelledby={kindId} {...field}>
                    {privacyRequestKinds.map((kind) => (
                      <FormControlLabel
                        key={kind}
                        value={kind}
                        control={<Radio />}
                        label={privacyRequestKindNames[kind]}
                      />
                    ))}
                  </RadioGroup>
                )}
              />
            </FormControl>
            <TextField
              label="Phone or e-mail"
              required
              autoComplete="off"
              {...form.register('identifier')}
              {...fieldState(errors.identifier)}
              helperText={errors.identifier?.message ?? 'As the contact appears in your campaigns'}
              slotProps={{ htmlInput: { maxLength: 254 } }}
            />
            <TextField
              label="Requested by"
              required
              {...form.register('requestedBy')}
              {...fieldState(errors.requestedBy)}
              helperText={
                errors.requestedBy?.message ?? 'Who asked and how (the contact by e-mail, their lawyer by letter)'
              }
              slotProps={{ htmlInput: { maxLength: 250 } }}
            />
            <TextField
              label="Received"
              type="date"
              required
              {...form.register('receivedDate')}
              {...fieldState(errors.receivedDate)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save request'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
