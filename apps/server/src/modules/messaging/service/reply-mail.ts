import { escapeHtml } from '../../../platform/http/html';
import type { MailMessage } from '../../notifications';

/**
 * The e-mail telling a loan officer a contact replied: who, the replies (at most a few), a link to the
 * conversation in the inbox and to where these e-mails are switched off.
 */
export function replyMail(
  to: string,
  conversation: { id: string; name: string; phone: string },
  replies: readonly string[],
  publicUrl: string,
): MailMessage {
  const inbox = new URL(`/inbox/${encodeURIComponent(conversation.id)}`, publicUrl).toString();
  const settings = new URL('/notifications', publicUrl).toString();
  const who = conversation.name || conversation.phone;
  const subject = replies.length > 1 ? `${who} sent ${replies.length} replies` : `${who} replied to your text`;
  return {
    to,
    subject,
    text: [
      `${who} (${conversation.phone}) wrote:`,
      '',
      ...replies.map((reply) => `"${reply}"`),
      '',
      `Answer in your inbox: ${inbox}`,
      '',
      `You get this because you run or took on the conversation. Switch these e-mails off: ${settings}`,
    ].join('\n'),
    html: `<!doctype html><html lang="en"><body style="font-family:system-ui,sans-serif;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(subject)}</h1>
<p>${escapeHtml(who)} (${escapeHtml(conversation.phone)}) wrote:</p>
${replies.map((reply) => `<blockquote style="margin:8px 0;padding-left:12px;border-left:3px solid #ccc">${escapeHtml(reply)}</blockquote>`).join('\n')}
<p><a href="${escapeHtml(inbox)}">Answer in your inbox</a></p>
<p style="color:#555;font-size:13px">You get this because you run or took on the conversation.
<a href="${escapeHtml(settings)}">Switch these e-mails off</a>.</p>
</body></html>`,
  };
}
