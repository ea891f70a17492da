import { createHash } from 'node:crypto';
import type { Lead, ValidLead } from '@roost/domain';
import type { Config } from '../../../config';
import type { Db } from '../../../db/types';
import { AppError } from '../../../errors';
import type { JobQueue } from '../../../jobs/queue';
import { findLeadByIdempotencyKey, findRecentLeadByBody, insertDeliveries, insertLead, lockLeadBody } from '../repo';
import { jobOf } from '../../../jobs/job-type';
import { leadEmailJob, leadWebhookJob } from './lead-jobs';
import { toLead } from './lead-record';

/** The same body sent again within this window is taken as a double submit. */
export const DUPLICATE_WINDOW_MS = 60_000;

export interface CreateLeadDeps {
  db: Db;
  queue: JobQueue;
  config: Pick<Config, 'leads'>;
  now?: () => Date;
}

function hashBody(lead: ValidLead): string {
  const ordered = Object.fromEntries(Object.entries(lead).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/**
 * Stores a lead and, in the same transaction, one delivery per destination with its job, so the
 * hand-off survives a crash. A repeat (same Idempotency-Key, or same body within a minute)
 * returns the first lead instead of making a second.
 */
export async function createLead(
  deps: CreateLeadDeps,
  input: ValidLead,
  idempotencyKey?: string,
): Promise<{ lead: Lead; created: boolean }> {
  const now = deps.now ?? (() => new Date());
  const bodyHash = hashBody(input);
  return deps.db.transaction(async (tx) => {
    if (idempotencyKey) {
      await lockLeadBody(tx, `key:${idempotencyKey}`);
      const earlier = await findLeadByIdempotencyKey(tx, idempotencyKey);
      if (earlier) {
        if (earlier.bodyHash !== bodyHash) {
          throw new AppError(409, 'This Idempotency-Key was already used for a different request');
        }
        return { lead: toLead(earlier), created: false };
      }
    }
    await lockLeadBody(tx, `body:${bodyHash}`);
    const duplicate = await findRecentLeadByBody(tx, bodyHash, new Date(now().getTime() - DUPLICATE_WINDOW_MS));
    if (duplicate) return { lead: toLead(duplicate), created: false };

    const row = await insertLead(tx, {
      type: input.type,
      name: input.name ?? null,
      email: input.email ?? null,
      phone: input.phone ?? null,
      message: input.message ?? null,
      addressId: input.addressId ?? null,
      address: input.address ?? null,
      estimatedValue: input.estimatedValue ?? null,
      loanBalance: input.loanBalance ?? null,
      dreamRate: input.dreamRate ?? null,
      idempotencyKey: idempotencyKey ?? null,
      bodyHash,
      createdDate: now(),
    });
    const deliveries = await insertDeliveries(tx, [
      ...deps.config.leads.webhookUrls.map((url) => ({ leadId: row.id, channel: 'webhook' as const, target: url })),
      ...(deps.config.leads.inboxEmail
        ? [{ leadId: row.id, channel: 'email' as const, target: deps.config.leads.inboxEmail }]
        : []),
    ]);
    await deps.queue.enqueue(
      tx,
      deliveries.map((delivery) =>
        jobOf(
          delivery.channel === 'webhook' ? leadWebhookJob : leadEmailJob,
          { deliveryId: delivery.id },
          { singletonKey: delivery.id },
        ),
      ),
    );
    return { lead: toLead(row), created: true };
  });
}
