import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { escapeHtml, htmlPage } from '../../platform/http/html';
import { messageSid } from './providers/sandbox-carrier';
import { insertSandboxText, sandboxConversation, sandboxNumbers } from './repo';
import { receiveText, type InboundDeps } from './service/inbound';

const NUMBERS_SHOWN = 100;
const replySchema = z.object({
  from: z.string().regex(/^\+[1-9]\d{7,14}$/, 'The number must be in E.164, like +19165550123'),
  body: z.string().trim().min(1, 'Type a reply').max(1_600, 'A reply holds at most 1,600 characters'),
});

const LINK = /https?:\/\/[^\s<>"]+/g;

/** A text's body as HTML, its web addresses tappable like a phone's messages app shows them. */
export function withLinks(body: string): string {
  let html = '';
  let from = 0;
  for (const match of body.matchAll(LINK)) {
    const url = match[0];
    html += `${escapeHtml(body.slice(from, match.index))}<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;
    from = match.index + url.length;
  }
  return html + escapeHtml(body.slice(from));
}

/**
 * The sandbox carrier's virtual phone (development and demo): every number the sandbox texted, with
 * everything it received and sent, and a box to reply as that contact. A reply goes through the same
 * path as a carrier's inbound webhook (stored once, STOP/START/HELP honoured).
 */
export function registerPhonePage(app: FastifyInstance, deps: InboundDeps, ourNumber: string) {
  // Scoped to these routes: the page's forms post form-encoded fields; the API stays JSON only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16_384 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    scope.get('/dev/phone', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const numbers = await sandboxNumbers(deps.db, NUMBERS_SHOWN);
      const texts = await sandboxConversation(deps.db, numbers);
      const notice = (request.query as { error?: string }).error;
      const sections = numbers.map((phone) => {
        const thread = texts
          .filter((text) => (text.direction === 'outbound' ? text.to : text.from) === phone)
          .map(
            (text) =>
              `<li class="${text.direction}"><span class="meta">${text.direction === 'outbound' ? 'Received' : 'Sent'} ${escapeHtml(
                text.createdDate.toISOString().replace('T', ' ').slice(0, 16),
              )} UTC${text.direction === 'outbound' ? ` · <span class="status">${escapeHtml(text.status)}</span>` : ''}</span><pre>${withLinks(text.body)}</pre></li>`,
          )
          .join('');
        const id = `phone-${phone.slice(1)}`;
        return `<section aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(phone)}</h2><ol class="thread">${thread}</ol>
<form method="post" action="/dev/phone/reply"><input type="hidden" name="from" value="${escapeHtml(phone)}">
<label for="${id}-body">Reply as ${escapeHtml(phone)}</label>
<textarea id="${id}-body" name="body" rows="2" maxlength="1600" required></textarea>
<button type="submit">Send reply</button></form></section>`;
      });
      const body = `<p class="note">Virtual phone: texts the sandbox carrier "sent" from ${escapeHtml(ourNumber)}, by recipient, newest recipient first, each text with its delivery status. Replying here works like a reply from that phone.</p>
${notice ? `<p role="alert">${escapeHtml(notice)}</p>` : ''}
<style>.thread{list-style:none;padding:0}.thread li{margin:.4rem 0;padding:.4rem;border-radius:6px;max-width:40rem}
.outbound{background:#eef2f5}.inbound{background:#e3f4e8;margin-left:auto}.meta{font-size:.8rem;color:#444}
textarea{display:block;width:100%;max-width:40rem;box-sizing:border-box}section{border-top:1px solid #bbb;padding:.5rem 0}</style>
${sections.join('\n') || '<p>No texts yet.</p>'}`;
      // The site's policy is no-referrer, under which a browser posts this page's forms with Origin: null, which
      // the cross-site check refuses; same-origin keeps the origin on our own forms and tells other sites nothing.
      return reply
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(htmlPage('Virtual phone', body));
    });

    scope.post('/dev/phone/reply', { config: { access: 'public' }, schema: { hide: true } }, async (request, reply) => {
      const parsed = replySchema.safeParse(request.body ?? {});
      if (!parsed.success) {
        return reply.redirect(`/dev/phone?error=${encodeURIComponent(parsed.error.issues[0]!.message)}`, 303);
      }
      const messageId = messageSid();
      await insertSandboxText(deps.db, {
        id: messageId,
        to: ourNumber,
        from: parsed.data.from,
        body: parsed.data.body,
        direction: 'inbound',
        status: 'received',
        createdDate: deps.now(),
      });
      await receiveText(deps, { from: parsed.data.from, to: ourNumber, body: parsed.data.body, messageId });
      return reply.redirect(`/dev/phone#phone-${parsed.data.from.slice(1)}`, 303);
    });
  });
}
