import Button from '@mui/material/Button';
import { type UserRecord } from '@roost/domain';
import type { ReactNode } from 'react';
import { FormTextField } from '../../../components/form-text-field';
import { MessageBanner } from '../../../components/message-banner';
import { useLoginForm } from './use-login-form';
import { AuthForm } from './auth-form';

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
  return (
    <AuthForm label="Login" onSubmit={onSubmit}>
      {notice && !failure && <MessageBanner message={{ message: notice, messageType: 'notification' }} />}
      {failure && <MessageBanner message={{ message: failure, messageType: 'error' }} />}
      <FormTextField form={form} name="email" label="Email" kind="email" />
      <FormTextField form={form} name="password" label="Password" kind="password" />
      <Button type="submit" variant="contained" size="large" disabled={sending}>
        {sending ? 'Logging in...' : 'Login'}
      </Button>
      {links}
    </AuthForm>
  );
}
