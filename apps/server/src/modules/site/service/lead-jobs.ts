import { z } from 'zod';
import { defineJob, type RetryPolicy } from '../../../jobs/job-type';
import type { Config } from '../../../config';
import { deliverLead } from './deliver-lead';
import type { SiteDeps } from './site-deps';

/** Retries with exponential backoff: with a 5 s base, attempts land about 5, 10, 20, 40 and 80 s apart. */
const leadRetry = (config: Config): RetryPolicy => ({
  limit: config.leads.retryLimit,
  delaySeconds: config.leads.retryDelaySeconds,
  backoff: true,
});

const deliveryPayload = z.object({ deliveryId: z.string().min(1) });

const deliver = (deps: SiteDeps, data: z.output<typeof deliveryPayload>) =>
  deliverLead(
    {
      db: deps.db,
      mail: deps.mail,
      webhookSecret: deps.config.secrets.leadWebhook,
      retryLimit: deps.config.leads.retryLimit,
    },
    data.deliveryId,
  );

/**
 * One attempt at handing a lead to a partner's webhook. Receivers take a while to answer (0.3 s is
 * common), so each process keeps up to 4 x 50 deliveries in flight.
 */
export const leadWebhookJob = defineJob({
  name: 'lead-webhook',
  payload: deliveryPayload,
  retry: leadRetry,
  batchSize: 50,
  workers: 4,
  handle: deliver,
});

/** One attempt at e-mailing a lead to the lending partner's inbox. */
export const leadEmailJob = defineJob({
  name: 'lead-email',
  payload: deliveryPayload,
  retry: leadRetry,
  batchSize: 10,
  handle: deliver,
});
