import { escapeHtml } from '../../platform/http/html';
import type { MailProvider } from './providers/mail-provider';

export const templateNames = ['welcome'] as const;
export type TemplateName = (typeof templateNames)[number];

/** The welcome e-mail of a user an admin created: where to sign in and the temporary password. */
export async function sendTemplateMail(
  mail: MailProvider,
  message: { to: string; templateName: TemplateName; password: string; url: string },
) {
  const signInUrl = new URL('/auth/login', message.url).toString();
  await mail.send({
    to: message.to,
    subject: 'Welcome to Roost',
    text: [
      'An account has been created for you on Roost.',
      '',
      `Sign in at ${signInUrl} with this e-mail address and the temporary password:`,
      '',
      `    ${message.password}`,
      '',
      'You will be asked to choose your own password when you first sign in.',
    ].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">Welcome to Roost</h1>
<p>An account has been created for you on Roost.</p>
<p>Sign in at <a href="${escapeHtml(signInUrl)}">${escapeHtml(signInUrl)}</a> with this e-mail address and the temporary password:</p>
<p style="font-size:18px;font-family:monospace;background:#f2f4f7;padding:8px;display:inline-block">${escapeHtml(message.password)}</p>
<p>You will be asked to choose your own password when you first sign in.</p>
</body></html>`,
  });
}
