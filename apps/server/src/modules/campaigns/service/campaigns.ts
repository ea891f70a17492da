import {
  campaignMessages,
  campaignStatusMoves,
  campaignListFilters,
  campaignTimelineSchema,
  OWN_CLIENT,
  parseMessagesPerDay,
  type Campaign,
  type CampaignCreate,
  type CampaignList,
  type CampaignStatus,
  type CampaignListFilter,
  type CampaignUpdate,
  type GrantedCredit,
} from '@roost/domain';
import { decodeCursor } from '../../../platform/db/keyset-page';
import type { Db } from '../../../platform/db/types';
import { AppError, invalidInput } from '../../../errors';
import { teamReachOf } from '../../organizations';
import { campaignPage, findTemplate, insertCampaign, updateCampaign, type NewCampaign } from '../repo';
import { seesAll, type Caller } from './deps';
import { toCampaign } from './records';
import { checkTemplateFitsContacts } from './upload-template';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import { CAMPAIGN_READ_TABLES } from './cached-reads';
import { archiveCampaign } from './archive';
import { ownedCampaign, visibleCampaign } from './reach';
import { auditCampaignChange } from './audit';
import { campaignStartedMessage, checkPlanChange, notStarted, updateUnstartedCampaign } from './reschedule';
import { assertMayText } from './texting-access';

const listedStatuses = Object.values(campaignListFilters).flat();

/** The schedule fields as stored: a complete timeline is checked as a whole; a partial one is kept as typed. */
export function scheduleFields(input: {
  messagesPerDay?: string | number;
  daysOfWeek?: string;
  startDate?: string;
  endDate?: string;
}): Partial<NewCampaign> {
  const given = [input.messagesPerDay, input.daysOfWeek, input.startDate, input.endDate].filter(
    (value) => value !== undefined && value !== '',
  );
  if (given.length === 0) return {};
  const parsed = campaignTimelineSchema.safeParse(input);
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw invalidInput(parsed.error.issues[0]!.message, fields);
  }
  return {
    messagesPerDay: parseMessagesPerDay(parsed.data.messagesPerDay),
    daysOfWeek: parsed.data.daysOfWeek,
    startDate: parsed.data.startDate,
    endDate: parsed.data.endDate,
  };
}

export async function checkTemplate(db: Db, templateId: string | undefined) {
  if (templateId === undefined) return;
  const template = await findTemplate(db, templateId);
  if (!template || template.client !== OWN_CLIENT)
    throw new AppError('UNKNOWN_TEMPLATE', campaignMessages.templateNotFound, {
      templateId: campaignMessages.templateNotFound,
    });
}

/** The team a new campaign belongs to: the one asked for when the person is in it, else their home team. */
export async function campaignTeam(db: Db, caller: Caller, teamId: string | undefined): Promise<string | null> {
  const reach = await teamReachOf(db, caller.id);
  if (teamId === undefined) return reach.homeTeamId;
  if (reach.memberTeamIds.includes(teamId) || reach.managedTeamIds.includes(teamId)) return teamId;
  throw new AppError('UNKNOWN_TEAM', 'You are not a member of that team', {
    teamId: 'You are not a member of that team',
  });
}

/** POST /campaign: a campaign in status unpaid (spec 4), owned by the caller. */
export async function createCampaign(db: Db, caller: Caller, input: CampaignCreate): Promise<Campaign> {
  const teamId = await campaignTeam(db, caller, input.teamId);
  await assertMayText(db, caller, teamId);
  await checkTemplate(db, input.templateId);
  const row = await insertCampaign(db, {
    name: input.name.trim(),
    type: input.type,
    client: OWN_CLIENT,
    status: 'unpaid',
    templateId: input.templateId ?? null,
    contactName: input.contactName ?? caller.name,
    redirectUrl: input.redirectUrl ?? null,
    ownerId: caller.id,
    teamId,
    ...scheduleFields(input),
  });
  return toCampaign(row);
}

export async function campaignRecord(db: Db, caller: Caller, id: string): Promise<Campaign> {
  return toCampaign(await visibleCampaign(db, caller, id));
}

/**
 * PUT /campaign/{id}: details and schedule while the campaign has not started sending; status only along
 * campaignStatusMoves. Fields the server owns are ignored.
 */
export async function changeCampaign(
  db: Db,
  caller: Caller,
  id: string,
  input: CampaignUpdate,
  now = new Date(),
): Promise<Campaign & { credit?: GrantedCredit | null }> {
  const row = await ownedCampaign(db, caller, id);
  const patch: Partial<NewCampaign> = {};
  const details = ['name', 'type', 'templateId', 'contactName', 'redirectUrl'] as const;
  const schedule = ['messagesPerDay', 'daysOfWeek', 'startDate', 'endDate'] as const;
  const changesDetails = details.some((key) => input[key] !== undefined && input[key] !== row[key]);
  const changesSchedule = schedule.some((key) => input[key] !== undefined && String(input[key]) !== String(row[key]));
  if ((changesDetails || changesSchedule) && !notStarted(row)) {
    throw new AppError('CAMPAIGN_STARTED', campaignStartedMessage);
  }
  // Rescheduling or resuming says when texts go: only with texting access. Pausing and archiving stop them.
  const resumes = input.status === 'active' && input.status !== row.status;
  if (changesDetails || changesSchedule || resumes) await assertMayText(db, caller, row.teamId);
  if (changesDetails || changesSchedule) await checkPlanChange(db, row, input, now);
  if (changesDetails) {
    await checkTemplate(db, input.templateId);
    if (input.templateId !== undefined && input.templateId !== row.templateId) {
      await checkTemplateFitsContacts({ db }, row, input.templateId);
    }
    Object.assign(patch, {
      name: input.name?.trim() ?? row.name,
      type: input.type ?? row.type,
      templateId: input.templateId ?? row.templateId,
      contactName: input.contactName ?? row.contactName,
      redirectUrl: input.redirectUrl ?? row.redirectUrl,
    });
  }
  if (changesSchedule) {
    Object.assign(
      patch,
      scheduleFields({
        messagesPerDay: input.messagesPerDay ?? row.messagesPerDay,
        daysOfWeek: input.daysOfWeek ?? row.daysOfWeek ?? undefined,
        startDate: input.startDate ?? row.startDate ?? undefined,
        endDate: input.endDate ?? row.endDate ?? undefined,
      }),
    );
  }
  if (input.status !== undefined && input.status !== row.status) {
    const allowed = campaignStatusMoves[row.status as CampaignStatus] ?? [];
    if (!allowed.includes(input.status)) {
      throw invalidInput(`A ${row.status} campaign cannot be set to ${input.status}`, {
        status: `A ${row.status} campaign cannot be set to ${input.status}`,
      });
    }
    patch.status = input.status;
    // Resuming clears why the sender paused it by itself.
    if (input.status === 'active') patch.pauseReason = null;
  }
  // Archiving gives the payer the unsent records as credit, with the status change (archive.ts).
  if (input.status === 'archived') return archiveCampaign(db, caller, id, patch);
  if (Object.keys(patch).length === 0) return toCampaign(row);
  return toCampaign(
    await db.transaction(async (tx) => {
      await auditCampaignChange(tx, caller, row, patch);
      // A plan or template change holds only while nothing has been sent (checked in the same statement).
      return changesDetails || changesSchedule ? updateUnstartedCampaign(tx, id, patch) : updateCampaign(tx, id, patch);
    }),
  );
}

type CampaignListQuery = { status?: CampaignListFilter; limit: number; cursor?: string; scope?: 'mine' | 'all' };

const cachedLists = replyCache<CampaignList>(CAMPAIGN_READ_TABLES, 500);

/** GET /campaigns: the campaigns the caller reaches (admins: all, unless they ask for their own). */
export function listCampaigns(db: Db, caller: Caller, query: CampaignListQuery): Promise<CampaignList> {
  const read = () => readCampaignList(db, caller, query);
  // The whole query, as validated (its keys in the schema's order): a field added later cannot be left out.
  const key = JSON.stringify([callerKey(caller), query]);
  return cachedLists(db)?.get(key, read) ?? read();
}

async function readCampaignList(db: Db, caller: Caller, query: CampaignListQuery): Promise<CampaignList> {
  const everything = seesAll(caller) && query.scope !== 'mine';
  const page = await campaignPage(db, {
    statuses: query.status ? campaignListFilters[query.status] : listedStatuses,
    reach: everything ? 'all' : { userId: caller.id },
    limit: query.limit,
    after: decodeCursor(query.cursor),
  });
  return { results: page.rows.map(toCampaign), count: page.count, nextCursor: page.nextCursor };
}
