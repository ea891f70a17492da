import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  roles,
  userAccessFormSchema,
  userStatuses,
  type Role,
  type UserAccessForm,
  type UserRecord,
} from '@roost/domain';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { MessageBanner } from '../../../components/message-banner';
import { applyServerErrors } from '../../../lib/form-errors';
import { useChangeUserAccess } from '../api/change-user-access';
import { RoleCheckboxes } from './role-checkboxes';

const statusLabels: Record<UserAccessForm['status'], string> = {
  active: 'Active',
  reset: 'Password reset',
  confirm: 'Unconfirmed',
  delete: 'Disabled',
};

const knownRoles = (held: readonly string[]): Role[] => roles.filter((role) => held.includes(role));

/** An admin changes the roles and status of one account; the server's rules decide, and say why not. */
export function UserAccessDialog({ user, onClose }: { user: UserRecord; onClose: (changed?: UserRecord) => void }) {
  const form = useForm<UserAccessForm>({
    resolver: zodResolver(userAccessFormSchema),
    defaultValues: { roles: knownRoles(user.roles), status: user.status },
  });
  const change = useChangeUserAccess(user.id);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (access) => {
    setFailure(null);
    try {
      onClose(await change.mutateAsync(access));
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['roles', 'status']));
    }
  });
  return (
    <Dialog open onClose={() => onClose()} fullWidth maxWidth="sm" aria-labelledby="user-access-title">
      <DialogTitle id="user-access-title">Roles and status</DialogTitle>
      <form noValidate aria-labelledby="user-access-title" onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {user.name} ({user.email})
            </DialogContentText>
            {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
            <Controller
              control={form.control}
              name="roles"
              render={({ field, fieldState }) => (
                <RoleCheckboxes
                  id="user-access-roles"
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                />
              )}
            />
            <Controller
              control={form.control}
              name="status"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Status"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                >
                  {userStatuses.map((status) => (
                    <MenuItem key={status} value={status}>
                      {statusLabels[status]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onClose()}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={form.formState.isSubmitting}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

export { statusLabels };
