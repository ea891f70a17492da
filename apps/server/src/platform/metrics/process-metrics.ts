import { createRequire } from 'node:module';
import type { Registry } from 'prom-client';

const require = createRequire(import.meta.url);

/**
 * prom-client's default collectors (its lib/defaultMetrics.js) but one, its GC duration histogram: that one keeps a
 * PerformanceObserver on every garbage collection, and Node builds an entry and runs a callback for each. With the
 * server's small young generation that is a collection every few hundred requests, and it cost the reads 10-14% of
 * their throughput at 25,000-35,000 requests a second (`npm run bench:metrics`: none measurable without it).
 * prom-client 15 has no switch for one collector, hence its own modules by name.
 */
const COLLECTORS = [
  'processCpuTotal',
  'processStartTime',
  'osMemoryHeap',
  'processOpenFileDescriptors',
  'processMaxFileDescriptors',
  'eventLoopLag',
  'processResources',
  'processHandles',
  'processRequests',
  'heapSizeAndUsed',
  'heapSpacesSizeAndUsed',
  'version',
] as const;

type Collector = (registry: Registry, config: { prefix: string; eventLoopMonitoringPrecision: number }) => void;

/** Node's own figures (event-loop lag, heap, CPU, handles), each name prefixed. */
export function collectProcessMetrics(registry: Registry, prefix: string) {
  for (const name of COLLECTORS) {
    const collect = require(`prom-client/lib/metrics/${name}`) as Collector;
    collect(registry, { prefix, eventLoopMonitoringPrecision: 10 });
  }
}
