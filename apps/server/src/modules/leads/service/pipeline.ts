import {
  authMessages,
  leadStages,
  type LeadStage,
  type LeadUpdate,
  type PipelineLead,
  type PipelineLeadDetail,
  type PipelinePage,
} from '@roost/domain';
import type { Config } from '../../../config';
import { AppError } from '../../../errors';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import { decodeCursor, pageFrom } from '../../../platform/db/keyset-page';
import type { Db } from '../../../platform/db/types';
import type { JobQueue } from '../../../platform/jobs/queue';
import { campaignNames, contactInCampaign } from '../../campaigns';
import { recordAudit } from '../../event-log';
import { humanClicksOfContact } from '../../links';
import { accountNames } from '../../user';
import { enqueueDeliveries, type NewDelivery } from '../../webhooks';
import {
  findLead,
  insertNote,
  canSee,
  lockLead,
  notesOf,
  pipelineRows,
  stageCountsOf,
  updateLeadRow,
  viewerOf,
  type PipelineCaller,
} from '../pipeline-repo';
import type { LeadRow } from '../repo';
import { toLead } from './lead-record';

export interface PipelineDeps {
  db: Db;
  queue: JobQueue;
  config: Pick<Config, 'leads'>;
}

/** Where a lead came from: a campaign's text, a homeowner alert (its key says so), the contact form or a tool page. */
function sourceKind(row: LeadRow): PipelineLead['source']['kind'] {
  if (row.campaignId) return 'campaign';
  if (row.idempotencyKey?.startsWith('alert-')) return 'alert';
  return row.type === 'contact' ? 'contact' : 'tool';
}

async function toPipelineLeads(db: Db, rows: LeadRow[]): Promise<PipelineLead[]> {
  const [campaigns, owners] = await Promise.all([
    campaignNames(
      db,
      rows.flatMap((row) => (row.campaignId ? [row.campaignId] : [])),
    ),
    accountNames(
      db,
      rows.flatMap((row) => (row.ownerUserId ? [row.ownerUserId] : [])),
    ),
  ]);
  return rows.map((row) => {
    const lead = toLead(row);
    return {
      ...lead,
      stage: row.stage,
      source: {
        kind: sourceKind(row),
        campaignId: row.campaignId,
        campaignName: row.campaignId ? (campaigns.get(row.campaignId) ?? null) : null,
      },
      ownerUserId: row.ownerUserId,
      ownerName: row.ownerUserId ? (owners.get(row.ownerUserId) ?? null) : null,
      routedBy: row.routedBy,
      nextActionDate: row.nextActionDate,
    };
  });
}

/**
 * What a pipeline page comes from: the leads, the reach that decides who sees them (teams, memberships) and the names
 * it shows (people, campaigns). A change to any forgets every cached page (table-change-cache.ts).
 */
export const PIPELINE_READ_TABLES = ['leads', 'users', 'teams', 'memberships', 'campaigns'] as const;
const cachedPages = replyCache<PipelinePage>(PIPELINE_READ_TABLES, 1_000);

type PipelinePageQuery = { stage?: LeadStage | undefined; limit: number; cursor?: string | undefined };

/** The caller's pipeline, newest first, one stage or all, with how many leads each stage holds. */
export function pipelinePage(deps: PipelineDeps, caller: PipelineCaller, query: PipelinePageQuery) {
  const read = () => readPipelinePage(deps, caller, query);
  const key = JSON.stringify([callerKey(caller), query.stage, query.limit, query.cursor]);
  return cachedPages(deps.db)?.get(key, read) ?? read();
}

async function readPipelinePage(
  deps: PipelineDeps,
  caller: PipelineCaller,
  query: PipelinePageQuery,
): Promise<PipelinePage> {
  const after = decodeCursor(query.cursor);
  const viewer = await viewerOf(deps.db, caller);
  const [rows, counts] = await Promise.all([
    pipelineRows(deps.db, viewer, { stage: query.stage, after, limit: query.limit }),
    stageCountsOf(deps.db, viewer),
  ]);
  const page = pageFrom(
    rows.map((row) => ({ ...row.lead, keysetCreated: row.keysetCreated })),
    query.limit,
  );
  const stageCounts = Object.fromEntries(leadStages.map((stage) => [stage, 0])) as Record<LeadStage, number>;
  for (const row of counts) stageCounts[row.stage] = Number(row.count);
  return {
    leads: await toPipelineLeads(deps.db, page.rows),
    stageCounts,
    hasMore: page.hasMore,
    nextCursor: page.nextCursor,
  };
}

const LEAD_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A lead the caller may see; 404 when there is none (an id that is no lead id included), 403 when it is another team's. */
async function visibleLead(db: Db, caller: PipelineCaller, id: string): Promise<LeadRow> {
  const row = LEAD_ID.test(id) ? await findLead(db, id) : undefined;
  if (!row) throw new AppError('LEAD_NOT_FOUND', 'Lead not found');
  if (!canSee(await viewerOf(db, caller), row)) throw new AppError('FORBIDDEN', authMessages.notAllowed);
  return row;
}

export async function pipelineLead(
  deps: PipelineDeps,
  caller: PipelineCaller,
  id: string,
): Promise<PipelineLeadDetail> {
  return detailOf(deps.db, await visibleLead(deps.db, caller, id));
}

/** A lead with its notes and campaign story, as the pipeline's detail shows it. */
async function detailOf(db: Db, row: LeadRow): Promise<PipelineLeadDetail> {
  const [[lead], notes, story] = await Promise.all([
    toPipelineLeads(db, [row]),
    notesOf(db, row.id),
    campaignStory(db, row),
  ]);
  const authors = await accountNames(
    db,
    notes.map((note) => note.authorId),
  );
  return {
    ...lead!,
    notes: notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorName: authors.get(note.authorId) ?? null,
      createdDate: note.createdDate.toISOString(),
    })),
    campaign: story,
  };
}

async function campaignStory(db: Db, row: LeadRow): Promise<PipelineLeadDetail['campaign']> {
  if (!row.campaignId || !row.campaignContactId) return null;
  const [contact, clicks] = await Promise.all([
    contactInCampaign(db, row.campaignId, row.campaignContactId),
    humanClicksOfContact(db, row.campaignId, row.campaignContactId),
  ]);
  return {
    campaignId: row.campaignId,
    campaignName: contact?.name ?? null,
    contactStatus: contact?.status ?? null,
    sentAt: contact?.sentAt ? new Date(contact.sentAt).toISOString() : null,
    repliedAt: contact?.repliedAt ? new Date(contact.repliedAt).toISOString() : null,
    clicks,
  };
}

/**
 * Moves a lead to a stage and/or sets its next action. A stage change is audited and told to the lender's CRM webhooks
 * (signed, through the webhooks module's deliveries) in the same transaction, once per change.
 */
export async function updatePipelineLead(
  deps: PipelineDeps,
  caller: PipelineCaller & { email?: string | null; name?: string | null },
  id: string,
  update: LeadUpdate,
): Promise<PipelineLeadDetail> {
  await visibleLead(deps.db, caller, id);
  const updated = await deps.db.transaction(async (tx) => {
    const before = await lockLead(tx, id);
    if (!before) throw new AppError('LEAD_NOT_FOUND', 'Lead not found');
    const after = await updateLeadRow(tx, id, {
      ...(update.stage ? { stage: update.stage } : {}),
      ...(update.nextActionDate !== undefined ? { nextActionDate: update.nextActionDate } : {}),
    });
    if (!update.stage || update.stage === before.stage) return after;
    await recordAudit(tx, {
      action: 'lead.stage_changed',
      actor: { id: caller.id, email: caller.email ?? null, name: caller.name ?? null },
      target: { type: 'lead', id, label: before.type },
      organizationId: before.organizationId,
      details: { from: before.stage, to: update.stage },
    });
    await enqueueDeliveries(tx, deps.queue, stageDeliveries(deps.config, after, before.stage));
    return after;
  });
  return detailOf(deps.db, updated);
}

function stageDeliveries(config: Pick<Config, 'leads'>, row: LeadRow, from: LeadStage): NewDelivery[] {
  const event = 'lead.stage_changed';
  const lead = toLead(row);
  // One delivery per change and URL: the change's own subject (the lead's id and when it moved), as the lead's first
  // delivery to the same URL already holds the lead's id.
  const change = `${row.id}/stage/${new Date().toISOString()}`;
  return config.leads.webhookUrls.map((url) => ({
    kind: 'lead',
    subjectId: change,
    summary: `${from} -> ${row.stage}`,
    person: row.email,
    message: { channel: 'webhook', event, url, json: { event, lead, stage: row.stage, previousStage: from } },
  }));
}

export async function addLeadNote(deps: PipelineDeps, caller: PipelineCaller, id: string, body: string) {
  await visibleLead(deps.db, caller, id);
  const note = await insertNote(deps.db, { leadId: id, authorId: caller.id, body });
  const authors = await accountNames(deps.db, [caller.id]);
  return {
    id: note.id,
    body: note.body,
    authorName: authors.get(caller.id) ?? null,
    createdDate: note.createdDate.toISOString(),
  };
}

/** The caller's whole pipeline as CSV rows (newest first), for a spreadsheet or a CRM import. */
export async function* pipelineCsv(deps: PipelineDeps, caller: PipelineCaller): AsyncGenerator<PipelineLead[]> {
  let cursor: string | undefined;
  do {
    const page = await pipelinePage(deps, caller, { limit: 100, cursor });
    yield page.leads;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
