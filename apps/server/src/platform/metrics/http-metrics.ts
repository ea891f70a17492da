import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';

/** The label of a request no route matched: raw URLs would make a series per address anyone types. */
export const UNMATCHED_ROUTE = '(unmatched)';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * Requests by route pattern (`/api/site/campaign/:id`, never the id), method and status, with their durations.
 * The label children are kept by key: prom-client would otherwise hash the labels of every request.
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const requests = new Counter({
    name: 'roost_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'roost_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being handed to the socket, by route pattern and method',
    labelNames: ['route', 'method'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const counted = new Map<string, ReturnType<typeof requests.labels>>();
  const timed = new Map<string, ReturnType<typeof durations.labels>>();
  // onSend, not onResponse: the app already runs onSend hooks on every reply (no-store.ts), and an onResponse hook would
  // start a second hook chain per request for one timing; the time stops as the reply is handed to the socket.
  app.addHook('onSend', (request, reply, payload, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    const method = request.method;
    const status = String(reply.statusCode);
    const routeKey = `${method} ${route}`;
    const countKey = `${routeKey} ${status}`;
    let count = counted.get(countKey);
    if (!count) counted.set(countKey, (count = requests.labels(route, method, status)));
    let time = timed.get(routeKey);
    if (!time) timed.set(routeKey, (time = durations.labels(route, method)));
    count.inc();
    time.observe(reply.elapsedTime / 1000);
    done(null, payload);
  });
}
