import type { FastifyInstance } from 'fastify';
import type { Histogram, Registry } from 'prom-client';

/** The label of a request no route matched: raw URLs would make a series per address anyone types. */
export const UNMATCHED_ROUTE = '(unmatched)';

const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const REQUESTS = 'roost_http_requests_total';
const DURATIONS = 'roost_http_request_duration_seconds';

/** One route pattern and method: its requests by status and their durations, as counted since the start. */
interface RouteCounts {
  route: string;
  method: string;
  byStatus: Map<number, number>;
  /** Requests per duration bucket (not cumulative), the last one past the largest bound (+Inf). */
  buckets: Float64Array;
  sum: number;
  count: number;
}

type Sample = { value: number; labels: Record<string, string | number>; metricName?: string };

/**
 * A metric prom-client's registry formats as it formats its own: what Registry#getMetricsAsString reads from `get()`.
 * prom-client's types name only its four classes, hence the cast at registration.
 */
function registerComputed(registry: Registry, name: string, help: string, type: string, values: () => Sample[]) {
  const metric = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: () => Promise.resolve({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => undefined,
  };
  registry.registerMetric(metric as unknown as Histogram);
}

/**
 * Requests by route pattern (`/api/site/campaign/:id`, never the id), method and status, with their durations.
 * Counted in plain numbers per route, and turned into Prometheus samples only when scraped: prom-client's own
 * counter and histogram hash their labels on every request, which cost the reads 5-12% of their throughput at
 * 25,000-40,000 requests a second (`npm run bench:metrics`).
 */
export function registerRequestMetrics(app: FastifyInstance, registry: Registry) {
  const routes = new Map<string, Map<string, RouteCounts>>();
  const countsOf = (method: string, route: string): RouteCounts => {
    let ofMethod = routes.get(method);
    if (!ofMethod) routes.set(method, (ofMethod = new Map()));
    let counts = ofMethod.get(route);
    if (!counts) {
      counts = {
        route,
        method,
        byStatus: new Map(),
        buckets: new Float64Array(DURATION_BUCKETS.length + 1),
        sum: 0,
        count: 0,
      };
      ofMethod.set(route, counts);
    }
    return counts;
  };
  const everyRoute = () => [...routes.values()].flatMap((ofMethod) => [...ofMethod.values()]);

  registerComputed(registry, REQUESTS, 'HTTP requests answered, by route pattern, method and status', 'counter', () =>
    everyRoute().flatMap(({ route, method, byStatus }) =>
      [...byStatus].map(([status, value]) => ({ value, labels: { route, method, status } })),
    ),
  );
  registerComputed(
    registry,
    DURATIONS,
    'Time from a request arriving to its answer being handed to the socket, by route pattern and method',
    'histogram',
    () =>
      everyRoute().flatMap(({ route, method, buckets, sum, count }) => {
        let below = 0;
        const samples: Sample[] = DURATION_BUCKETS.map((le, index) => {
          below += buckets[index]!;
          return { value: below, labels: { le, route, method }, metricName: `${DURATIONS}_bucket` };
        });
        samples.push(
          { value: count, labels: { le: '+Inf', route, method }, metricName: `${DURATIONS}_bucket` },
          { value: sum, labels: { route, method }, metricName: `${DURATIONS}_sum` },
          { value: count, labels: { route, method }, metricName: `${DURATIONS}_count` },
        );
        return samples;
      }),
  );

  // onSend, not onResponse: the app already runs onSend hooks on every reply (no-store.ts), and an onResponse hook would
  // start a second hook chain per request for one timing; the time stops as the reply is handed to the socket.
  app.addHook('onSend', (request, reply, payload, done) => {
    const counts = countsOf(request.method, request.routeOptions.url ?? UNMATCHED_ROUTE);
    const status = reply.statusCode;
    counts.byStatus.set(status, (counts.byStatus.get(status) ?? 0) + 1);
    const seconds = reply.elapsedTime / 1000;
    let bucket = 0;
    while (bucket < DURATION_BUCKETS.length && seconds > DURATION_BUCKETS[bucket]!) bucket += 1;
    counts.buckets[bucket]! += 1;
    counts.sum += seconds;
    counts.count += 1;
    done(null, payload);
  });
}
