import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { DEFAULT_MAX_LENGTH, type UserRecord } from '@roost/domain';
import type { ReactNode } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { fieldState } from '../../../lib/form-errors';
import { useLoginForm } from './use-login-form';

interface LoginFormProps {
  onSignedIn: (user: UserRecord) => void;
  /** A green notice above the form ('Password has been updated'). */
  notice?: string | undefined;
  /** The links under the button (Sign Up, Forgot password). */
  links: ReactNode;
}

/** Email, Password and Login: the Login modal's and the Login page's form. */
export function LoginForm({ onSignedIn, notice, links }: LoginFormProps) {
  const { form, onSubmit, failure, sending } = useLoginForm(onSignedIn);
  const { errors } = form.formState;
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label="Login" sx={{ pt: 1 }}>
      {notice && !failure && <MessageBanner message={{ message: notice, messageType: 'notification' }} />}
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        {...form.register('email')}
        {...fieldState(errors.email)}
        slotProps={{ htmlInput: { maxLength: DEFAULT_MAX_LENGTH } }}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
        {...fieldState(errors.password)}
        slotProps={{ htmlInput: { maxLength: 128 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? 'Logging in...' : 'Login'}
      </Button>
      {links}
    </Stack>
  );
}
