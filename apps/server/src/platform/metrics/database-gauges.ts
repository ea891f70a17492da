import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../db/types';
import { readQueueFigures } from '../jobs/queue-figures';
import { sharedRead } from './scrape-once';

/**
 * Read when scraped, never on a timer: the connection pool of this process, and the job queue's waiting work,
 * which is the database's and so the same from every process.
 */
export function databaseGauges(registry: Registry, database: Database) {
  const registers = [registry];
  const driver = database.driver;
  const poolGauge = (name: string, help: string, figure: 'total' | 'idle' | 'waiting' | 'max') =>
    new Gauge({
      name,
      help,
      labelNames: ['driver'] as const,
      registers,
      collect() {
        const value = database.connections()[figure];
        // PGlite has no idle or waiting connections to speak of: no series rather than a made-up 0.
        if (value !== undefined) this.set({ driver }, value);
      },
    });
  poolGauge('roost_db_pool_connections', 'Open database connections of this process', 'total');
  poolGauge('roost_db_pool_idle_connections', 'Open database connections no query is using (PostgreSQL)', 'idle');
  poolGauge('roost_db_pool_waiting_queries', 'Queries waiting for a free connection (PostgreSQL)', 'waiting');
  poolGauge('roost_db_pool_max_connections', 'The most connections the pool opens (PGlite: its one)', 'max');

  const queueFigures = sharedRead(() => readQueueFigures(database.sql));
  new Gauge({
    name: 'roost_job_queue_depth',
    help: 'Jobs waiting, by job type: due now (queued) or waiting for a later start (deferred); same from every process',
    labelNames: ['job_type', 'state'] as const,
    registers,
    async collect() {
      const figures = await queueFigures();
      this.reset();
      for (const { jobType, due, deferred } of figures) {
        this.set({ job_type: jobType, state: 'queued' }, due);
        this.set({ job_type: jobType, state: 'deferred' }, deferred);
      }
    },
  });
  new Gauge({
    name: 'roost_job_queue_oldest_age_seconds',
    help: 'Seconds the oldest due job of each type has waited for a worker; same from every process',
    labelNames: ['job_type'] as const,
    registers,
    async collect() {
      const figures = await queueFigures();
      this.reset();
      for (const { jobType, oldestDueSeconds } of figures) this.set({ job_type: jobType }, oldestDueSeconds);
    },
  });
}
