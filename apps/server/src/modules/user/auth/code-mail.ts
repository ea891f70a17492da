import { escapeHtml } from '../../../platform/http/html';
import type { MailMessage } from '../../notifications';

type CodePurpose = 'sign-in' | 'email-verification' | 'forget-password' | 'change-email';

const purposes: Record<CodePurpose, { subject: string; lead: string }> = {
  'email-verification': {
    subject: 'Your Roost confirmation code',
    lead: 'Use this code to confirm your e-mail and finish signing up:',
  },
  'forget-password': { subject: 'Your Roost password reset code', lead: 'Use this code to choose a new password:' },
  'sign-in': { subject: 'Your Roost sign-in code', lead: 'Use this code to sign in:' },
  'change-email': {
    subject: 'Your Roost e-mail change code',
    lead: 'Use this code to confirm your new e-mail address:',
  },
};

/** The e-mail carrying a one-time code: plain text and clean HTML. */
export function codeMail(to: string, code: string, purpose: CodePurpose, minutes: number): MailMessage {
  const { subject, lead } = purposes[purpose];
  const ignore = 'If you did not ask for this, you can ignore this e-mail; nothing changes without the code.';
  return {
    to,
    subject,
    kind: purpose === 'email-verification' ? 'sign-up-code' : 'opens-account',
    text: [lead, '', `    ${code}`, '', `The code works once and expires in ${minutes} minutes.`, ignore].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(lead)}</p>
<p style="font-size:28px;letter-spacing:6px;font-family:monospace;font-weight:700">${escapeHtml(code)}</p>
<p>The code works once and expires in ${minutes} minutes.</p>
<p style="color:#555">${escapeHtml(ignore)}</p>
</body></html>`,
  };
}
