import type { Tx } from '../../../platform/db/types';
import { jobOf } from '../../../platform/jobs/job-type';
import type { JobQueue } from '../../../platform/jobs/queue';
import { insertDeliveries, type NewDeliveryRow } from '../repo';
import { deliveryJobFor, type ChannelOf, type DeliveryKind } from './delivery-jobs';
import type { DeliveryRequest } from './delivery-request';

/** What one delivery sends: a signed webhook call (a JSON body POSTed, or query fields sent with GET), or a mail. */
export type DeliveryMessage =
  | { channel: 'webhook'; event: string; url: string; json: unknown }
  | { channel: 'webhook'; event: string; url: string; query: Readonly<Record<string, string>> }
  | { channel: 'email'; event: string; to: string; subject: string; text: string; html: string };

/** A delivery to queue: what it is about (for the dev page) and what it sends, on a channel its kind has. */
export type NewDelivery = {
  [Kind in DeliveryKind]: {
    kind: Kind;
    /** The delivered record's id in the module that owns it. */
    subjectId: string;
    /** What the record is, shown on the dev page: no personal details. */
    summary: string;
    /** Who the record is about, shown on the dev page except in demo mode. */
    person: string | null;
    message: Extract<DeliveryMessage, { channel: ChannelOf<Kind> }>;
  };
}[DeliveryKind];

function targetAndRequest(message: DeliveryMessage): { target: string; request: DeliveryRequest } {
  if (message.channel === 'email') {
    const { to, subject, text, html } = message;
    return { target: to, request: { kind: 'mail', subject, text, html } };
  }
  return {
    target: message.url,
    request:
      'query' in message
        ? { kind: 'get-query', query: Object.entries(message.query) }
        : { kind: 'post-json', body: JSON.stringify(message.json) },
  };
}

/**
 * Stores the deliveries and queues their jobs in the caller's transaction, so a record that needs handing
 * on always has its deliveries (and none survives a rolled-back one). Returns the delivery ids, the
 * X-Roost-Delivery header of every attempt.
 */
export async function enqueueDeliveries(
  tx: Tx,
  queue: JobQueue,
  deliveries: readonly NewDelivery[],
): Promise<{ id: string }[]> {
  const rows = await insertDeliveries(
    tx,
    deliveries.map((delivery): NewDeliveryRow => {
      const { target, request } = targetAndRequest(delivery.message);
      return {
        kind: delivery.kind,
        subjectId: delivery.subjectId,
        channel: delivery.message.channel,
        target,
        event: delivery.message.event,
        request,
        summary: delivery.summary,
        person: delivery.person,
      };
    }),
  );
  await queue.enqueue(
    tx,
    rows.map((row) => jobOf(deliveryJobFor(row.kind, row.channel), { deliveryId: row.id }, { singletonKey: row.id })),
  );
  return rows.map((row) => ({ id: row.id }));
}
