import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/types';
import { HIDDEN_IN_DEMO, htmlPage, htmlTable } from '../../platform/http/html';
import { listAttempts, listDeliveries } from './repo';

const kindLabels: Record<string, string> = { lead: 'lead', 'listing-request': 'listing request' };

/**
 * GET /dev/deliveries: every outbound delivery (leads to the lending partner's webhooks and inbox, listing
 * requests to the automation webhook) and each of its attempts (development and demo only). In demo mode,
 * where anyone may look, the people's details are hidden. The listing requests' old page redirects here.
 */
export function registerDeliveriesPage(app: FastifyInstance, db: Db, hidePersonalData: boolean) {
  app.get('/dev/deliveries', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const deliveries = await listDeliveries(db, 200);
    const attempts = await listAttempts(
      db,
      deliveries.map((delivery) => delivery.id),
    );
    type Listed = (typeof deliveries)[number];
    // Listing requests handed on before migration 0010 kept only their count of attempts and the last answer,
    // and no URL: they go to AUTOMATION_WEBHOOK_URL.
    const untracked = (delivery: Listed) =>
      delivery.attempts === 0
        ? 'none yet'
        : `${delivery.attempts} attempt${delivery.attempts === 1 ? '' : 's'} (not recorded one by one then), last: ` +
          `${delivery.lastError ?? (delivery.lastStatusCode ? `ok ${delivery.lastStatusCode}` : 'ok')}`;
    const describeAttempts = (delivery: Listed) =>
      attempts
        .filter((attempt) => attempt.deliveryId === delivery.id)
        .map(
          (attempt) =>
            `#${attempt.attempt} ${attempt.ok ? 'ok' : 'failed'}${attempt.statusCode ? ` ${attempt.statusCode}` : ''}` +
            `${attempt.error ? ` (${attempt.error})` : ''} ${attempt.durationMs} ms`,
        )
        .join('\n') || untracked(delivery);
    const table = htmlTable(
      `${deliveries.length} deliveries, newest first`,
      ['Created', 'Kind', 'About', 'Person', 'Channel', 'Target', 'Status', 'Attempts'],
      deliveries.map((delivery) => [
        delivery.createdAt.toISOString(),
        kindLabels[delivery.kind] ?? delivery.kind,
        delivery.summary,
        hidePersonalData ? HIDDEN_IN_DEMO : (delivery.person ?? ''),
        delivery.channel,
        delivery.target || '(AUTOMATION_WEBHOOK_URL)',
        delivery.status,
        describeAttempts(delivery),
      ]),
      'No deliveries yet.',
    );
    const body = `<p class="note">Leads handed to the lending partner's webhooks (LEAD_WEBHOOK_URLS) and lead inbox (LEAD_INBOX_EMAIL), and buyers' listing requests handed to the automation webhook (AUTOMATION_WEBHOOK_URL), with every attempt. Nothing is handed on where none is set.</p>\n${table}`;
    return reply.type('text/html; charset=utf-8').send(htmlPage('Deliveries', body));
  });
  app.get('/dev/listing-requests', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) =>
    reply.redirect('/dev/deliveries'),
  );
}
