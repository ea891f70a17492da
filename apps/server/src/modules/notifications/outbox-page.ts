import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { escapeHtml, htmlPage } from '../../html';
import { listOutboxMails } from './repo';

/** GET /dev/outbox: the mails the dev outbox kept, newest first (development and demo only). */
export function registerOutboxPage(app: FastifyInstance, db: Db) {
  app.get('/dev/outbox', { config: { access: 'public' } }, async (_request, reply) => {
    const mails = await listOutboxMails(db, 200);
    const rows = mails
      .map(
        (mail) => `<tr><td>${escapeHtml(mail.createdAt.toISOString())}</td><td>${escapeHtml(mail.to)}</td>
<td>${escapeHtml(mail.subject)}</td><td><pre>${escapeHtml(mail.text)}</pre></td></tr>`,
      )
      .join('\n');
    const body = `<p class="note">Development outbox: these e-mails were kept here instead of being sent.</p>
${
  mails.length === 0
    ? '<p>No e-mails yet.</p>'
    : `<table><caption>${mails.length} e-mails, newest first</caption>
<thead><tr><th scope="col">Created</th><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Text</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Dev outbox', body));
  });
}
