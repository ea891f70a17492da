import { createHash } from 'node:crypto';
import type { Lead, StoredLeadType, ValidLead } from '@roost/domain';
import type { Config } from '../../../config';
import type { Db, Tx } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import type { JobQueue } from '../../../platform/jobs/queue';
import { accountEmails } from '../../user';
import { enqueueDeliveries, type NewDelivery } from '../../webhooks';
import { findLeadByIdempotencyKey, findRecentLeadByBody, insertLead, lockLeadBody } from '../repo';
import { leadMail } from './lead-mail';
import { toLead } from './lead-record';
import { leadRouteColumns, routeLead, type LeadRoute } from './route-lead';

/** The same body sent again within this window is taken as a double submit. */
export const DUPLICATE_WINDOW_MS = 60_000;

export interface CreateLeadDeps {
  db: Db;
  queue: JobQueue;
  config: Pick<Config, 'leads'>;
  now?: () => Date;
}

/** A lead to store: what a site form sent, or one the server makes itself (a kind POST /lead refuses). */
export type NewLead = Omit<ValidLead, 'type'> & { type: StoredLeadType };

/** What the person sent, without the link they came through (a retry after a new click is the same lead). */
function hashBody({ ref: _ref, ...lead }: NewLead): string {
  const ordered = Object.fromEntries(Object.entries(lead).sort(([a], [b]) => a.localeCompare(b)));
  return createHash('sha256').update(JSON.stringify(ordered)).digest('hex');
}

/** One delivery per configured destination: each webhook URL, and the lead inbox. */
function leadDeliveries(config: Pick<Config, 'leads'>, lead: Lead): NewDelivery[] {
  const about = { kind: 'lead' as const, subjectId: lead.id, summary: lead.type, person: lead.email };
  const event = 'lead.created';
  return [
    ...config.leads.webhookUrls.map((url): NewDelivery => ({
      ...about,
      message: { channel: 'webhook', event, url, json: { event, lead } },
    })),
    ...(config.leads.inboxEmail
      ? [{ ...about, message: { channel: 'email', event, to: config.leads.inboxEmail, ...leadMail(lead) } } as const]
      : []),
  ];
}

/** The loan officer the lead was routed to hears of it as of a reply: an e-mail with the lead. */
async function ownerNotice(tx: Tx, lead: Lead, route: LeadRoute | undefined): Promise<NewDelivery[]> {
  if (!route) return [];
  const to = (await accountEmails(tx, [route.userId])).get(route.userId);
  if (!to) return [];
  const event = 'lead.assigned';
  const mail = leadMail(lead);
  return [
    {
      kind: 'lead',
      subjectId: lead.id,
      summary: lead.type,
      person: lead.email,
      message: { channel: 'email', event, to, ...mail, subject: `${mail.subject}, for you` },
    },
  ];
}

/**
 * Stores a lead, routed to the loan officer who owns the relationship (service/route-lead.ts), and, in the same
 * transaction, its deliveries (the webhooks module's) with their jobs, so
 * the hand-off survives a crash. A repeat (same Idempotency-Key, or same body within a minute)
 * returns the first lead instead of making a second.
 */
export async function createLead(
  deps: CreateLeadDeps,
  input: NewLead,
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
          throw new AppError('IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was already used for a different request');
        }
        return { lead: toLead(earlier), created: false };
      }
    }
    await lockLeadBody(tx, `body:${bodyHash}`);
    const duplicate = await findRecentLeadByBody(tx, bodyHash, new Date(now().getTime() - DUPLICATE_WINDOW_MS));
    if (duplicate) return { lead: toLead(duplicate), created: false };

    const route = await routeLead(tx, input, now());
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
      ref: input.ref ?? null,
      ...leadRouteColumns(route),
    });
    const lead = toLead(row);
    await enqueueDeliveries(tx, deps.queue, [
      ...leadDeliveries(deps.config, lead),
      ...(await ownerNotice(tx, lead, route)),
    ]);
    return { lead, created: true };
  });
}
