import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { HIDDEN_IN_DEMO, htmlPage, htmlTable } from '../../html';
import { listAttempts, listDeliveries } from './repo';

/**
 * GET /dev/deliveries: every lead hand-off and each of its attempts (development and demo only). In
 * demo mode, where anyone may look, the people's details are hidden.
 */
export function registerDeliveriesPage(app: FastifyInstance, db: Db, hidePersonalData: boolean) {
  app.get('/dev/deliveries', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const deliveries = await listDeliveries(db, 200);
    const attempts = await listAttempts(
      db,
      deliveries.map((row) => row.delivery.id),
    );
    const describeAttempts = (deliveryId: string) =>
      attempts
        .filter((attempt) => attempt.deliveryId === deliveryId)
        .map(
          (attempt) =>
            `#${attempt.attempt} ${attempt.ok ? 'ok' : 'failed'}${attempt.statusCode ? ` ${attempt.statusCode}` : ''}` +
            `${attempt.error ? ` (${attempt.error})` : ''} ${attempt.durationMs} ms`,
        )
        .join('\n') || 'none yet';
    const table = htmlTable(
      `${deliveries.length} deliveries, newest first`,
      ['Created', 'Lead', 'Lead email', 'Channel', 'Target', 'Status', 'Attempts'],
      deliveries.map(({ delivery, lead }) => [
        delivery.createdAt.toISOString(),
        lead.type,
        hidePersonalData ? HIDDEN_IN_DEMO : (lead.email ?? ''),
        delivery.channel,
        delivery.target,
        delivery.status,
        describeAttempts(delivery.id),
      ]),
      'No deliveries yet.',
    );
    const body = `<p class="note">Lead hand-offs to the lending partner's webhooks and lead inbox, with every attempt.</p>\n${table}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Lead deliveries', body));
  });
}
