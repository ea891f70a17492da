import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { escapeHtml, htmlPage } from '../../html';
import { listAttempts, listDeliveries } from './repo';

/** GET /dev/deliveries: every lead hand-off and each of its attempts (development and demo only). */
export function registerDeliveriesPage(app: FastifyInstance, db: Db) {
  app.get('/dev/deliveries', { config: { access: 'public' } }, async (_request, reply) => {
    const deliveries = await listDeliveries(db, 200);
    const attempts = await listAttempts(
      db,
      deliveries.map((row) => row.delivery.id),
    );
    const rows = deliveries
      .map(({ delivery, lead }) => {
        const tries = attempts
          .filter((attempt) => attempt.deliveryId === delivery.id)
          .map(
            (attempt) =>
              `#${attempt.attempt} ${attempt.ok ? 'ok' : 'failed'}${attempt.statusCode ? ` ${attempt.statusCode}` : ''}` +
              `${attempt.error ? ` (${attempt.error})` : ''} ${attempt.durationMs} ms`,
          )
          .join('\n');
        return `<tr><td>${escapeHtml(delivery.createdAt.toISOString())}</td><td>${escapeHtml(lead.type)}</td>
<td>${escapeHtml(lead.email ?? '')}</td><td>${escapeHtml(delivery.channel)}</td><td>${escapeHtml(delivery.target)}</td>
<td>${escapeHtml(delivery.status)}</td><td><pre>${escapeHtml(tries || 'none yet')}</pre></td></tr>`;
      })
      .join('\n');
    const body = `<p class="note">Lead hand-offs to the lending partner's webhooks and lead inbox, with every attempt.</p>
${
  deliveries.length === 0
    ? '<p>No deliveries yet.</p>'
    : `<table><caption>${deliveries.length} deliveries, newest first</caption>
<thead><tr><th scope="col">Created</th><th scope="col">Lead</th><th scope="col">Lead email</th><th scope="col">Channel</th>
<th scope="col">Target</th><th scope="col">Status</th><th scope="col">Attempts</th></tr></thead>
<tbody>${rows}</tbody></table>`
}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Lead deliveries', body));
  });
}
