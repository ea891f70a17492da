import {
  compareStrength,
  isAddressKey,
  opportunityOf,
  reasonStrength,
  type CurrentRates,
  type OpportunitiesPage,
  type Opportunity,
  type OpportunityReasonKind,
  type PmmsWeek,
} from '@roost/domain';
import { invalidInput } from '../../../errors';
import { callerKey, replyCache } from '../../../platform/cache/table-change-cache';
import { deepFreeze } from '../../../platform/cache/bounded-cache';
import type { Db } from '../../../platform/db/types';
import { contactsInReach, type OpportunityContact } from '../../campaigns';
import { currentRates, pmmsOriginationRate, ratesToday } from '../../home';
import { accountNames } from '../../user';
import { opportunityLeadRows, viewerOf, type PipelineCaller } from '../pipeline-repo';
import { contactAddress, contactKey, homeOf, recordsOf, uploadFigures } from './homeowner-home';

export interface OpportunityDeps {
  db: Db;
  /** The shipped PMMS history: today's rates when there is no newer sheet, and a loan's origination-month rate. */
  pmms: readonly PmmsWeek[];
  now?: () => Date;
}

/**
 * The most leads and the most campaign contacts weighed per read. The list is worked out on read (nothing stored), so
 * a loan officer's homeowners beyond these, the oldest, wait until newer ones leave.
 */
export const OPPORTUNITY_HOMEOWNERS_MAX = 10_000;

/** What the list comes from; a change to any forgets the cached lists (the rates' day is in the key). */
export const OPPORTUNITY_READ_TABLES = [
  'leads',
  'users',
  'teams',
  'memberships',
  'campaigns',
  'campaign_contacts',
  'address_records',
  'rate_sheets',
  'pmms_weeks',
] as const;

interface RankedList {
  rates: OpportunitiesPage['rates'];
  opportunities: Opportunity[];
}
// A list can run to thousands of homeowners (megabytes), so few are kept: the busiest callers' of the day.
const cachedLists = replyCache<RankedList>(OPPORTUNITY_READ_TABLES, 20);

/** The caller's homeowners with at least one reason, strongest first (ties: by id). */
async function readRankedList(deps: OpportunityDeps, caller: PipelineCaller, today: string): Promise<RankedList> {
  const viewer = await viewerOf(deps.db, caller);
  const [leadRows, contacts, rates] = await Promise.all([
    opportunityLeadRows(deps.db, viewer, OPPORTUNITY_HOMEOWNERS_MAX),
    contactsInReach(
      deps.db,
      { ownerId: viewer.id, managedTeamIds: viewer.managedTeamIds, everyone: viewer.roles.includes('superadmin') },
      OPPORTUNITY_HOMEOWNERS_MAX,
    ),
    currentRates(deps.db, deps.pmms, today).catch(() => undefined) as Promise<CurrentRates | undefined>,
  ]);
  // One entry per person: a lead speaks for the campaign contact it came from (and for the same phone number), and a
  // number several campaigns texted counts once, as its newest contact.
  const leadContacts = new Set(leadRows.flatMap((row) => (row.campaignContactId ? [row.campaignContactId] : [])));
  const seenPhones = new Set(leadRows.flatMap((row) => (row.phone ? [row.phone] : [])));
  const people: OpportunityContact[] = [];
  for (const contact of contacts) {
    if (leadContacts.has(contact.id) || seenPhones.has(contact.phoneNumber)) continue;
    seenPhones.add(contact.phoneNumber);
    people.push(contact);
  }
  const leadKeys = leadRows.map((row) => (row.addressId && isAddressKey(row.addressId) ? row.addressId : undefined));
  const contactKeys = people.map(contactKey);
  const keys = [...new Set([...leadKeys, ...contactKeys].filter((key): key is string => key !== undefined))];
  const [records, owners] = await Promise.all([
    recordsOf(deps.db, keys),
    accountNames(deps.db, [
      ...new Set([
        ...leadRows.flatMap((row) => (row.ownerUserId ? [row.ownerUserId] : [])),
        ...people.map((contact) => contact.ownerId),
      ]),
    ]),
  ]);
  const originationRate = pmmsOriginationRate(deps.pmms);
  const opportunities: Opportunity[] = [];
  leadRows.forEach((row, index) => {
    const key = leadKeys[index];
    const home = homeOf(
      key ? records.get(key) : undefined,
      key ?? row.id,
      row.address ?? '',
      {
        value: row.estimatedValue,
        loanAmount: null,
        loanType: null,
        loanDate: null,
        balance: row.loanBalance,
        own: true,
      },
      originationRate,
      today,
    );
    const found = opportunityOf(home, rates, today);
    if (!found?.reasons.length) return;
    opportunities.push({
      id: `lead:${row.id}`,
      source: {
        kind: 'lead',
        leadId: row.id,
        campaignId: row.campaignId,
        campaignName: null,
        contactId: row.campaignContactId,
      },
      name: row.name,
      phone: row.phone,
      email: row.email,
      address: row.address,
      ownerUserId: row.ownerUserId,
      ownerName: row.ownerUserId ? (owners.get(row.ownerUserId) ?? null) : null,
      ...found,
    });
  });
  people.forEach((contact, index) => {
    const key = contactKeys[index];
    const address = contactAddress(contact);
    const home = homeOf(
      key ? records.get(key) : undefined,
      key ?? contact.id,
      address ?? '',
      uploadFigures(contact),
      originationRate,
      today,
    );
    const found = opportunityOf(home, rates, today);
    if (!found?.reasons.length) return;
    opportunities.push({
      id: `contact:${contact.id}`,
      source: {
        kind: 'campaign',
        leadId: null,
        campaignId: contact.campaignId,
        campaignName: contact.campaignName,
        contactId: contact.id,
      },
      name: [contact.firstName, contact.lastName].filter(Boolean).join(' ') || null,
      phone: contact.phoneNumber,
      email: contact.email,
      address,
      ownerUserId: contact.ownerId,
      ownerName: owners.get(contact.ownerId) ?? null,
      ...found,
    });
  });
  opportunities.sort(
    (a, b) => compareStrength(reasonStrength(a.reasons[0]!), reasonStrength(b.reasons[0]!)) || (a.id < b.id ? -1 : 1),
  );
  return {
    rates: rates ? { date: rates.date, source: rates.source, current: rates.current } : null,
    opportunities,
  };
}

type Position = { tier: number; amount: number; id: string };

const cursorOf = (position: Position) =>
  Buffer.from(JSON.stringify([position.tier, position.amount, position.id]), 'utf8').toString('base64url');

function positionOf(cursor: string | undefined): Position | undefined {
  if (cursor === undefined) return undefined;
  const notValid = () => invalidInput('Cursor is not valid', { cursor: 'Cursor is not valid' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw notValid();
  }
  if (!Array.isArray(parsed) || parsed.length !== 3) throw notValid();
  const [tier, amount, id] = parsed as unknown[];
  if (typeof tier !== 'number' || typeof amount !== 'number' || typeof id !== 'string' || !Number.isFinite(amount))
    throw notValid();
  return { tier, amount, id };
}

/** The reason a homeowner is ranked by: their strongest, or their strongest of the kind asked for. */
function rankingReason(opportunity: Opportunity, kind: OpportunityReasonKind | undefined) {
  return kind ? opportunity.reasons.find((reason) => reason.kind === kind) : opportunity.reasons[0];
}

type OpportunitiesQuery = { reason?: OpportunityReasonKind | undefined; limit: number; cursor?: string | undefined };
type Ranked = { opportunity: Opportunity; position: Position };

/**
 * The list's homeowners ranked by a reason (all of them: by their strongest), worked out once per list and reason: a
 * cached list is shared by every page read of it, and ranking thousands of homeowners on each read cost more than
 * the rest of the request.
 */
const rankings = new WeakMap<RankedList, Map<OpportunityReasonKind | 'strongest', Ranked[]>>();

function rankedBy(list: RankedList, kind: OpportunityReasonKind | undefined): Ranked[] {
  let byReason = rankings.get(list);
  if (!byReason) rankings.set(list, (byReason = new Map()));
  const known = byReason.get(kind ?? 'strongest');
  if (known) return known;
  const ranked = list.opportunities.flatMap((opportunity) => {
    const reason = rankingReason(opportunity, kind);
    return reason ? [{ opportunity, position: { ...reasonStrength(reason), id: opportunity.id } }] : [];
  });
  if (kind) {
    ranked.sort((a, b) => compareStrength(a.position, b.position) || (a.position.id < b.position.id ? -1 : 1));
  }
  byReason.set(kind ?? 'strongest', ranked);
  return ranked;
}

/**
 * The caller's homeowners with a reason to hear from them now (their own, their branch's or organization's, as the
 * pipeline), strongest reason first, a page after the cursor.
 */
export async function opportunitiesPage(
  deps: OpportunityDeps,
  caller: PipelineCaller,
  query: OpportunitiesQuery,
): Promise<OpportunitiesPage> {
  const after = positionOf(query.cursor);
  const today = ratesToday((deps.now ?? (() => new Date()))());
  const read = () => readRankedList(deps, caller, today);
  const list = await (cachedLists(deps.db)?.get(JSON.stringify([callerKey(caller), today]), read) ?? read());
  return pageOf(list, query, after);
}

/**
 * The pages read of each cached list, kept with it (the same reason, cursor and size give the same object): a reply
 * sent as it is has its JSON made once (reply-serializer.ts), where checking and writing a page of homeowners on each
 * read cost most of the request. At most this many pages per list.
 */
const PAGES_PER_LIST = 500;
const pagesRead = new WeakMap<RankedList, Map<string, OpportunitiesPage>>();

function pageOf(list: RankedList, query: OpportunitiesQuery, after: Position | undefined): OpportunitiesPage {
  let pages = pagesRead.get(list);
  if (!pages) pagesRead.set(list, (pages = new Map()));
  const key = `${query.reason ?? ''}|${query.cursor ?? ''}|${query.limit}`;
  const known = pages.get(key);
  if (known) return known;
  const ranked = rankedBy(list, query.reason);
  const start = after
    ? ranked.findIndex(
        ({ position }) =>
          (compareStrength(position, after) || (position.id < after.id ? -1 : position.id > after.id ? 1 : 0)) > 0,
      )
    : 0;
  const page = start < 0 ? [] : ranked.slice(start, start + query.limit);
  const hasMore = start >= 0 && ranked.length > start + query.limit;
  const read = deepFreeze({
    opportunities: page.map(({ opportunity }) => opportunity),
    total: ranked.length,
    rates: list.rates,
    hasMore,
    nextCursor: hasMore ? cursorOf(page.at(-1)!.position) : null,
  });
  if (pages.size >= PAGES_PER_LIST) pages.clear();
  pages.set(key, read);
  return read;
}

/** The caller's whole opportunity list, a page at a time, for the CSV export. */
export async function* opportunitiesCsv(deps: OpportunityDeps, caller: PipelineCaller): AsyncGenerator<Opportunity[]> {
  let cursor: string | undefined;
  do {
    const page = await opportunitiesPage(deps, caller, { limit: 100, cursor });
    yield page.opportunities;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}
