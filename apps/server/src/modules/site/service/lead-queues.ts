import type { QueueDefinition } from '../../../jobs/queue';

export const LEAD_WEBHOOK_QUEUE = 'lead-webhook';
export const LEAD_EMAIL_QUEUE = 'lead-email';

/** Retries with exponential backoff: with a 5 s base, attempts land about 5, 10, 20, 40 and 80 s apart. */
export function leadQueues(retryDelaySeconds: number, retryLimit: number): QueueDefinition[] {
  return [LEAD_WEBHOOK_QUEUE, LEAD_EMAIL_QUEUE].map((name) => ({
    name,
    retryLimit,
    retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: 60,
  }));
}
