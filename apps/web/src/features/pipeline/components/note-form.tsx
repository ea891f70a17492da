import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors } from '../../../lib/form-errors';
import { registerField } from '../../../lib/register-field';
import { useAddLeadNote } from '../api/add-lead-note';

interface NoteValues {
  body: string;
}

/**
 * Adds a note to a lead. The server judges its length (its 400 names the limit, shown under the box) and the box
 * keeps what was typed; an empty note is not sent.
 */
export function NoteForm({ leadId }: { leadId: string }) {
  const form = useForm<NoteValues>({ defaultValues: { body: '' } });
  const addNote = useAddLeadNote(leadId);
  const [failure, setFailure] = useState<string | null>(null);
  const error = form.formState.errors.body;

  const submit = form.handleSubmit(async ({ body }) => {
    setFailure(null);
    try {
      await addNote.mutateAsync(body);
      form.reset({ body: '' });
    } catch (caught) {
      const message = applyServerErrors(caught, form.setError, ['body']);
      if (!form.getFieldState('body').error) setFailure(message);
    }
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={(event) => void submit(event)}>
      <TextField
        label="New note"
        multiline
        minRows={2}
        fullWidth
        {...registerField(form, 'body', {
          validate: (value) => value.trim().length > 0 || 'Write the note first',
        })}
        error={Boolean(error)}
        helperText={error?.message}
      />
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <Button type="submit" variant="outlined" disabled={addNote.isPending} sx={{ alignSelf: 'flex-start' }}>
        {addNote.isPending ? 'Adding…' : 'Add note'}
      </Button>
    </Stack>
  );
}
