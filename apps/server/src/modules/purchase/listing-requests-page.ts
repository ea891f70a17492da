import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/types';
import { HIDDEN_IN_DEMO, htmlPage, htmlTable } from '../../html';
import { listListingRequests } from './repo';

/**
 * GET /dev/listing-requests: buyers' requests about listings and their hand-off (development and demo
 * only). In demo mode, where anyone may look, the buyers' details are hidden.
 */
export function registerListingRequestsPage(app: FastifyInstance, db: Db, hidePersonalData: boolean) {
  app.get(
    '/dev/listing-requests',
    { config: { access: 'public' }, schema: { hide: true } },
    async (_request, reply) => {
      const requests = await listListingRequests(db, 200);
      const table = htmlTable(
        `${requests.length} requests, newest first`,
        ['Created', 'Action', 'Listing', 'Listing agent', 'From', 'Status', 'Attempts', 'Last answer'],
        requests.map((row) => [
          row.createdAt.toISOString(),
          row.action,
          `${row.address} ${row.zip}`,
          row.listingAgent ?? '',
          hidePersonalData ? HIDDEN_IN_DEMO : `${row.name} <${row.email}>${row.phone ? ` ${row.phone}` : ''}`,
          row.status,
          String(row.attempts),
          row.lastError ?? (row.lastStatusCode ? String(row.lastStatusCode) : ''),
        ]),
        'No requests yet.',
      );
      const body = `<p class="note">Schedule viewing, down payment help and loan officer requests from the Search by Payment results, and their hand-off to the automation webhook (status <code>not-configured</code> when AUTOMATION_WEBHOOK_URL is not set).</p>\n${table}`;
      return reply.type('text/html; charset=utf-8').send(htmlPage('Listing requests', body));
    },
  );
}
