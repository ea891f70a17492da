import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { authMessages, createUserRequestSchema, type UserRecord } from '@roost/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors } from '../../../lib/form-errors';
import { useCreateUser } from '../api/create-user';
import { RoleCheckboxes } from './role-checkboxes';

type Schema = typeof createUserRequestSchema;
const fields = ['name', 'email', 'phone', 'roles'] as const;

/** The server's reason, always introduced as the spec's 'Unable to create user'. */
export function unableToCreate(reason: string): string {
  return reason.startsWith(authMessages.unableToCreateUser) ? reason : `${authMessages.unableToCreateUser}: ${reason}`;
}

/**
 * A superadmin creates an account with its roles; the person gets a temporary password by e-mail.
 * On failure the dialog stays open with what was typed and says why.
 */
export function CreateUserDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (user: UserRecord) => void;
}) {
  const form = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: { name: '', email: '', phone: '', roles: ['user'] },
  });
  const create = useCreateUser();
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (user) => {
    setFailure(null);
    try {
      const created = await create.mutateAsync(user);
      form.reset();
      onCreated(created);
    } catch (error) {
      setFailure(unableToCreate(applyServerErrors(error, form.setError, fields)));
    }
  });
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="create-user-title">
      <DialogTitle id="create-user-title">Create user</DialogTitle>
      <form noValidate aria-labelledby="create-user-title" onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
            <FormTextField form={form} name="name" kind="name" label="Name" required autoFocus />
            <FormTextField form={form} name="email" kind="email" label="Email" required />
            <FormTextField form={form} name="phone" kind="phone" label="Phone (optional)" />
            <Controller
              control={form.control}
              name="roles"
              render={({ field, fieldState }) => (
                <RoleCheckboxes
                  id="create-user-roles"
                  value={field.value ?? []}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Create user
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
