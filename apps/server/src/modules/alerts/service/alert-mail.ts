import { alertKindLabels, type AlertKind } from '@roost/domain';
import { escapeHtml } from '../../../platform/http/html';
import type { MailMessage } from '../../notifications';
import { unsubscribeToken } from '../unsubscribe-token';

export interface AlertMailInput {
  id: string;
  userId: string;
  kind: AlertKind;
  title: string;
  body: string;
  /** Extra lines under the body (the digest's figures). */
  lines?: readonly string[];
}

export interface AlertMailSettings {
  publicUrl: string;
  secret: string;
  companyName: string;
}

const base = (url: string) => url.replace(/\/+$/, '');

/** Where a person turns this kind off: the page (for people) and the one-click endpoint (RFC 8058, for mail apps). */
export function unsubscribeLinks(settings: AlertMailSettings, userId: string, kind: AlertKind) {
  const token = encodeURIComponent(unsubscribeToken(settings.secret, userId, kind));
  return {
    page: `${base(settings.publicUrl)}/alerts/unsubscribe?token=${token}`,
    oneClick: `${base(settings.publicUrl)}/api/user/alerts/unsubscribe?token=${token}`,
  };
}

/**
 * An alert as e-mail: a plain HTML body and its text part, a link to the person's alert settings, and
 * one-click unsubscribe for this kind of alert (List-Unsubscribe-Post). Sent once: the alert's id is its key.
 */
export function alertMail(settings: AlertMailSettings, to: string, alert: AlertMailInput): MailMessage {
  const links = unsubscribeLinks(settings, alert.userId, alert.kind);
  const label = alertKindLabels[alert.kind];
  const settingsUrl = `${base(settings.publicUrl)}/notifications`;
  const lines = alert.lines ?? [];
  const text = [
    alert.title,
    '',
    alert.body,
    ...(lines.length > 0 ? ['', ...lines] : []),
    '',
    `Your alert settings: ${settingsUrl}`,
    `Stop "${label}" e-mails: ${links.page}`,
    '',
    `${settings.companyName}`,
  ].join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(alert.title)}</title></head>
<body style="margin:0;padding:24px;background:#f5f7fa;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1d2433;line-height:1.5">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="font-size:20px;margin:0 0 12px">${escapeHtml(alert.title)}</h1>
<p style="margin:0 0 12px">${escapeHtml(alert.body)}</p>
${lines.length > 0 ? `<ul style="padding-left:20px;margin:0 0 12px">${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''}
<p style="margin:16px 0 0"><a href="${escapeHtml(settingsUrl)}" style="color:#1a56db">Your alert settings</a></p>
</div>
<p style="max-width:560px;margin:12px auto 0;font-size:12px;color:#5b6475">${escapeHtml(settings.companyName)}. You get this because you turned on this alert.
<a href="${escapeHtml(links.page)}" style="color:#5b6475">Stop &ldquo;${escapeHtml(label)}&rdquo; e-mails</a>.</p>
</body></html>`;
  return {
    to,
    subject: alert.title,
    text,
    html,
    idempotencyKey: `alert-${alert.id}`,
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/** The alert as a text message: short, with who it is from and how to stop. */
export function alertText(companyName: string, alert: { title: string; body: string }): string {
  return `${companyName}: ${alert.title}. ${alert.body} Reply STOP to stop texts.`;
}
