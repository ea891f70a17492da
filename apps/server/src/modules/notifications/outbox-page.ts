import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { htmlPage, htmlTable } from '../../html';
import { listOutboxMails } from './repo';

/** GET /dev/outbox: the mails the dev outbox kept, newest first (development and demo only). */
export function registerOutboxPage(app: FastifyInstance, db: Db) {
  app.get('/dev/outbox', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const mails = await listOutboxMails(db, 200);
    const table = htmlTable(
      `${mails.length} e-mails, newest first`,
      ['Created', 'To', 'Subject', 'Text'],
      mails.map((mail) => [mail.createdAt.toISOString(), mail.to, mail.subject, mail.text]),
      'No e-mails yet.',
    );
    const body = `<p class="note">Development outbox: these e-mails were kept here instead of being sent.</p>\n${table}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Dev outbox', body));
  });
}
