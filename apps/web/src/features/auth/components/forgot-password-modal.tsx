import { useState } from 'react';
import { ForgotEmailStep } from './forgot-email-step';
import { ForgotResetStep } from './forgot-reset-step';

/** Forgot Password: step 1 sends a code to the e-mail, step 2 sets the new password with it. */
export function ForgotPasswordModal() {
  const [email, setEmail] = useState<string | null>(null);
  return email === null ? <ForgotEmailStep onSent={setEmail} /> : <ForgotResetStep email={email} />;
}
