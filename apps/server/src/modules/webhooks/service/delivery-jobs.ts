import { z } from 'zod';
import type { Config } from '../../../config';
import { defineJob, type JobType, type RetryPolicy } from '../../../platform/jobs/job-type';
import { deliverOnce } from './deliver';
import type { WebhookDeps } from './deps';

/** Retries with exponential backoff: with a 5 s base, attempts land about 5, 10, 20, 40 and 80 s apart. */
const deliveryRetry = (config: Config): RetryPolicy => ({
  limit: config.leads.retryLimit,
  delaySeconds: config.leads.retryDelaySeconds,
  backoff: true,
});

const deliveryPayload = z.object({ deliveryId: z.string().min(1) });
type DeliveryPayload = z.output<typeof deliveryPayload>;
type DeliveryJob = JobType<DeliveryPayload, WebhookDeps>;

const deliver = (deps: WebhookDeps, data: DeliveryPayload) => deliverOnce(deps, data.deliveryId);

/**
 * Lead webhooks. Receivers take a while to answer (0.3 s is common), so each process keeps up to
 * 4 x 50 deliveries in flight.
 */
const leadWebhookJob = defineJob({
  name: 'lead-webhook',
  payload: deliveryPayload,
  retry: deliveryRetry,
  batchSize: 50,
  workers: 4,
  handle: deliver,
});

/** Leads e-mailed to the lending partner's inbox. */
const leadEmailJob = defineJob({
  name: 'lead-email',
  payload: deliveryPayload,
  retry: deliveryRetry,
  batchSize: 10,
  handle: deliver,
});

/** Listing requests handed to the automation webhook. */
const listingWebhookJob = defineJob({
  name: 'listing-webhook',
  // A job queued before migration 0010 names its listing request, whose id the moved delivery kept.
  payload: z.union([
    deliveryPayload,
    z.object({ requestId: z.string().min(1) }).transform(({ requestId }) => ({ deliveryId: requestId })),
  ]),
  retry: deliveryRetry,
  batchSize: 20,
  handle: deliver,
});

/**
 * The queue of each kind of delivery on each channel: one kind's slow receiver never holds up another's.
 * The job names are the ones these queues had before the webhooks module, so jobs queued then still run.
 */
export const deliveryLanes = {
  lead: { webhook: leadWebhookJob, email: leadEmailJob },
  'listing-request': { webhook: listingWebhookJob },
} as const satisfies Record<string, Partial<Record<'webhook' | 'email', DeliveryJob>>>;

export type DeliveryKind = keyof typeof deliveryLanes;
export type DeliveryChannel = 'webhook' | 'email';
/** The channels a kind of delivery may use. */
export type ChannelOf<Kind extends DeliveryKind> = keyof (typeof deliveryLanes)[Kind] & DeliveryChannel;

export const deliveryJobs: readonly DeliveryJob[] = [leadWebhookJob, leadEmailJob, listingWebhookJob];

export function deliveryJobFor(kind: string, channel: string): DeliveryJob {
  const lanes: Partial<Record<string, DeliveryJob>> = kind in deliveryLanes ? deliveryLanes[kind as DeliveryKind] : {};
  const job = lanes[channel];
  if (!job) throw new Error(`No delivery queue for ${kind} by ${channel}`);
  return job;
}
