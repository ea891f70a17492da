import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/types';
import { htmlPage, htmlTable } from '../../platform/http/html';
import { currentVisitorId } from '../../plugins/demo-visitor';
import { listOutboxMails, listVisitorOutboxMails } from './repo';

/**
 * GET /dev/outbox: the mails the dev outbox kept, newest first (development and demo only). In demo
 * mode, where anyone may look, a visitor sees only mail to the demo accounts and mail their own
 * requests caused, never another person's codes or passwords.
 */
export function registerOutboxPage(app: FastifyInstance, db: Db, demo: { publicMailboxes: string[] } | null) {
  app.get('/dev/outbox', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const mails = demo
      ? await listVisitorOutboxMails(db, 200, currentVisitorId(), demo.publicMailboxes)
      : await listOutboxMails(db, 200);
    const table = htmlTable(
      `${mails.length} e-mails, newest first`,
      ['Created', 'To', 'Subject', 'Text'],
      mails.map((mail) => [mail.createdAt.toISOString(), mail.to, mail.subject, mail.text]),
      'No e-mails yet.',
    );
    const scope = demo
      ? ' Demo mode: you see e-mail to the demo accounts and e-mail your own browser caused (a password reset code only for an address your browser signed up).'
      : '';
    const body = `<p class="note">Development outbox: these e-mails were kept here instead of being sent.${scope}</p>\n${table}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Dev outbox', body));
  });
}
