import { escapeHtml } from '../../../platform/http/html';
import type { MailMessage } from '../../notifications';

/**
 * Sent instead of a code when someone signs up with an e-mail that already has an account, so the
 * sign-up answer is the same either way and the owner learns what happened.
 */
export function accountExistsMail(to: string, publicUrl: string): MailMessage {
  const lead = 'Someone (maybe you) just tried to sign up for Roost with this e-mail, which already has an account.';
  const next = `If it was you, sign in at ${publicUrl}/auth/login, or use "Forgot password" there to choose a new one.`;
  const ignore = 'If it was not you, you can ignore this e-mail: nothing about your account changed.';
  return {
    to,
    subject: 'You already have a Roost account',
    text: [lead, '', next, '', ignore].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(next)}</p>
<p style="color:#555">${escapeHtml(ignore)}</p>
</body></html>`,
  };
}
