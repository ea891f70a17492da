import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { authMessages, consentTexts, profileFormSchema, type UserRecord } from '@roost/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useSnackbar } from '../../../components/snackbar';
import { applyServerErrors } from '../../../lib/form-errors';
import { useUpdateUser } from '../api/update-user';

const formValues = (user: UserRecord) => ({ name: user.name, phone: user.phone ?? '', textUpdates: user.textUpdates });

/** Name, read-only Email, Cell number and the text-updates consent; Save keeps values on failure. */
export function PersonalInfoForm({ user }: { user: UserRecord }) {
  const form = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: formValues(user),
    mode: 'onTouched',
  });
  const updateUser = useUpdateUser(user.id);
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | null>(null);
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ name, phone, textUpdates }) => {
    setFailure(null);
    try {
      // The consent is sent only when it changes: the server stamps the time of every answer.
      const consent = textUpdates === user.textUpdates ? {} : { textUpdates };
      const saved = await updateUser.mutateAsync({ name, phone: phone ?? null, ...consent });
      form.reset(formValues(saved));
      showMessage({ message: authMessages.profileSaved, messageType: 'notification' });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['name', 'phone', 'textUpdates']));
    }
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby="personal-info-title">
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="name" label="Name" kind="name" />
      <TextField label="Email" value={user.email} slotProps={{ htmlInput: { readOnly: true } }} />
      <FormTextField form={form} name="phone" label="Cell number" kind="phone" />
      <Controller
        control={form.control}
        name="textUpdates"
        render={({ field }) => (
          <FormControlLabel
            // The words the consent ledger keeps with the change (a versioned statement of the domain).
            label={consentTexts.siteCheckbox}
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                name={field.name}
                slotProps={{ input: { ref: field.ref } }}
              />
            }
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
        {isSubmitting ? 'Saving...' : 'Save'}
      </Button>
    </Stack>
  );
}
