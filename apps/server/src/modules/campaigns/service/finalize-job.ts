import { z } from 'zod';
import { defineJob, jobOf } from '../../../platform/jobs/job-type';
import { staleSubmissions } from '../repo';
import type { CampaignsDeps } from './deps';
import { finalizeCampaign } from './finalize';

/**
 * Finishes a paid campaign's set-up in the background: queued when the payment module reports a payment
 * that succeeded (a Stripe webhook can arrive after the person closed the page). Retried on failure;
 * finalizeCampaign does the work once however many copies run.
 */
export const finalizeCampaignJob = defineJob({
  name: 'campaign-finalize',
  payload: z.object({ campaignId: z.string() }),
  retry: { limit: 8, delaySeconds: 15, backoff: true },
  expireInSeconds: 600,
  async handle(deps: CampaignsDeps, data) {
    await finalizeCampaign(deps, data.campaignId);
  },
});

export async function queueFinalize(deps: CampaignsDeps, campaignId: string) {
  await deps.db.transaction((tx) =>
    deps.queue.enqueue(tx, [jobOf(finalizeCampaignJob, { campaignId }, { singletonKey: campaignId })]),
  );
}

/**
 * The resume sweep: submissions still awaiting payment after a few minutes are checked with the processor
 * (a webhook lost, a browser closed after paying), and finalised when paid. A draft left unpaid for a day
 * is not asked about again (a later submit with its key still continues it).
 */
export async function resumeStaleSubmissions(deps: CampaignsDeps, now = new Date()): Promise<number> {
  let finalised = 0;
  const since = new Date(now.getTime() - 24 * 3600_000);
  const before = new Date(now.getTime() - 5 * 60_000);
  for (const submission of await staleSubmissions(deps.db, since, before, 100)) {
    try {
      if (!submission.paymentId) {
        // Paid by credits alone: nothing to ask a processor; finalising finds whether it is due.
        if (submission.creditCents > 0 && (await finalizeCampaign(deps, submission.campaignId)) !== 'unpaid')
          finalised += 1;
        continue;
      }
      const payment = await deps.payments.refresh(submission.paymentId);
      if (payment.status === 'succeeded' && (await finalizeCampaign(deps, submission.campaignId)) !== 'unpaid') {
        finalised += 1;
      }
    } catch (error) {
      deps.warn('A waiting campaign submit could not be checked', {
        campaignId: submission.campaignId,
        kind: error instanceof Error ? error.name : typeof error,
      });
    }
  }
  return finalised;
}
