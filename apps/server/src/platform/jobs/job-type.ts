import type { z } from 'zod';
import type { Config } from '../../config';
import type { NewJob } from './queue';

export interface RetryPolicy {
  /** Attempts after the first. */
  limit: number;
  delaySeconds: number;
  /** Double the delay after each failure. */
  backoff: boolean;
}

/**
 * A kind of background job, declared once by the module that owns it: its name, the zod schema of its
 * payload, its retry policy and its handler. The handler gets the module's dependencies from the
 * worker, so the declaration itself is a plain constant anyone may import to enqueue it, typed.
 */
export interface JobType<Payload, Deps> {
  name: string;
  payload: z.ZodType<Payload>;
  /** Fixed, or read from the configuration (e.g. LEAD_RETRY_LIMIT). */
  retry: RetryPolicy | ((config: Config) => RetryPolicy);
  /** How long one run may take before pg-boss counts it failed (default 60 s). */
  expireInSeconds?: number;
  /** 'stately' keeps at most one queued job per singletonKey (a self-scheduling chain). */
  policy?: 'standard' | 'stately';
  /** Jobs one worker claims at a time and runs concurrently (default 1): bulk work claims in batches. */
  batchSize?: number;
  /** Workers of this type in each worker process (default 1): more overlap claiming with slow handlers. */
  workers?: number;
  handle(deps: Deps, data: Payload, job: { id: string; retryCount: number }): Promise<void>;
}

// A registry holds job types of many payloads and dependencies side by side.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyJobType = JobType<any, any>;

export function defineJob<Payload, Deps>(type: JobType<Payload, Deps>): JobType<Payload, Deps> {
  return type;
}

/** A job of this type with a payload checked against its schema now, not when a worker meets it. */
export function jobOf<Payload>(
  type: JobType<Payload, never>,
  data: Payload,
  options: Omit<NewJob, 'name' | 'data'> = {},
): NewJob {
  return { name: type.name, data: type.payload.parse(data) as object, ...options };
}

export function retryPolicyOf(type: AnyJobType, config: Config): RetryPolicy {
  return typeof type.retry === 'function' ? type.retry(config) : type.retry;
}
