import {
  leadNoteRequestSchema,
  leadStages,
  leadUpdateSchema,
  opportunityReasonKinds,
  type LeadNote,
  type LeadStage,
  type Opportunity,
  type OpportunityReasonKind,
  type PipelineLead,
  type PipelineLeadDetail,
} from '@roost/domain';
import { bodyOf, failure, Failure, route } from './reply';

/** A lead as the pipeline lists it: Dana Ruiz, new, from Ann Lee's spring campaign, with the home's figures. */
export function testLead(overrides: Partial<PipelineLead> = {}): PipelineLead {
  return {
    id: 'lead1',
    type: 'homeValue',
    stage: 'new',
    name: 'Dana Ruiz',
    email: 'dana@example.com',
    phone: '+19165550142',
    address: '12 Oak St, Roseville, CA 95661',
    addressId: 'addr1',
    estimatedValue: 650_000,
    loanBalance: 410_000,
    dreamRate: null,
    message: null,
    source: { kind: 'campaign', campaignId: 'c1', campaignName: 'Spring refinance' },
    ownerUserId: 'u1',
    ownerName: 'Ann Lee',
    routedBy: 'campaign-link',
    nextActionDate: null,
    createdDate: '2026-03-10T16:00:00.000Z',
    ...overrides,
  };
}

/** A homeowner of the opportunity list whose rate is a point above today's and who has cash to take out. */
export function testOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return {
    id: 'contact:k1',
    source: { kind: 'campaign', leadId: null, campaignId: 'c1', campaignName: 'Spring refinance', contactId: 'k1' },
    name: 'Lee Park',
    phone: '+19165550177',
    email: null,
    address: '40 Elm Ave, Folsom, CA 95630',
    ownerUserId: 'u1',
    ownerName: 'Ann Lee',
    figures: {
      value: 700_000,
      balance: 380_000,
      equity: 320_000,
      cashAvailable: 180_000,
      loanToValuePercent: 54.3,
      ratePercent: 7.25,
      loanType: 'Conventional',
    },
    reasons: [
      {
        kind: 'rate',
        text: "Rate 1.1 points above today's: saves $312 a month",
        ratePercent: 7.25,
        rateEstimated: false,
        todayRatePercent: 6.15,
        todayRateProduct: '30-year',
        todayRateDate: '2026-03-12',
        pointsAbove: 1.1,
        balance: 380_000,
        remainingMonths: 320,
        currentPayment: 2_700,
        newPayment: 2_388,
        monthlySaving: 312,
      },
      {
        kind: 'cashOut',
        text: '$320,000 equity: cash-out possible, up to $180,000',
        value: 700_000,
        balance: 380_000,
        equity: 320_000,
        cashAvailable: 180_000,
        loanToValuePercent: 54.3,
      },
    ],
    ...overrides,
  };
}

/** A homeowner whose mortgage insurance could come off. */
export function testInsuranceOpportunity(overrides: Partial<Opportunity> = {}): Opportunity {
  return testOpportunity({
    id: 'lead:lead9',
    source: { kind: 'lead', leadId: 'lead9', campaignId: null, campaignName: null, contactId: null },
    name: 'Sam Ortiz',
    address: '8 Pine Ct, Auburn, CA 95603',
    figures: {
      value: 520_000,
      balance: 400_000,
      equity: 120_000,
      cashAvailable: 16_000,
      loanToValuePercent: 76.9,
      ratePercent: 6.1,
      loanType: 'Conventional',
    },
    reasons: [
      {
        kind: 'mortgageInsurance',
        text: 'PMI removable since March 2026',
        basis: 'scheduled-balance',
        since: '2026-03-01',
        monthlyInsurance: 145,
        balance: 400_000,
        value: 520_000,
        loanToValuePercent: 76.9,
      },
    ],
    ...overrides,
  });
}

/**
 * The pipeline and opportunity list in memory, as the signed-in person's reach sees them: the list filters by stage and
 * pages by a cursor that is the index of the next row, the counts are of every stage; a lead's detail has its notes;
 * a PATCH moves it, a note is added (the request schema's 400 for one too long). Ids in `forbidden` answer 403, as a
 * lead outside the caller's reach.
 */
export function leadsApi(
  options: {
    leads?: PipelineLead[];
    notes?: Record<string, LeadNote[]>;
    opportunities?: Opportunity[];
    forbidden?: string[];
    authorName?: string;
  } = {},
) {
  const leads = (options.leads ?? []).map((lead) => ({ ...lead, source: { ...lead.source } }));
  const notes = new Map(Object.entries(options.notes ?? {}).map(([id, list]) => [id, [...list]]));
  const opportunities = options.opportunities ?? [];
  const forbidden = new Set(options.forbidden ?? []);
  let sequence = 0;

  const detailOf = (lead: PipelineLead): PipelineLeadDetail => ({
    ...lead,
    notes: notes.get(lead.id) ?? [],
    campaign: lead.source.campaignId
      ? {
          campaignId: lead.source.campaignId,
          campaignName: lead.source.campaignName,
          contactStatus: 'replied',
          sentAt: '2026-03-09T17:00:00.000Z',
          repliedAt: '2026-03-09T18:30:00.000Z',
          clicks: 2,
        }
      : null,
  });
  const find = (id: string) => {
    if (forbidden.has(id)) return failure('FORBIDDEN', 'You do not have access to this lead');
    return leads.find((lead) => lead.id === id) ?? failure('LEAD_NOT_FOUND', 'This lead was not found');
  };
  const page = <T>(rows: T[], url: URL, defaultLimit: number) => {
    const limit = Number(url.searchParams.get('limit') ?? defaultLimit);
    const start = Number(url.searchParams.get('cursor') ?? 0);
    const more = start + limit < rows.length;
    return { rows: rows.slice(start, start + limit), hasMore: more, nextCursor: more ? String(start + limit) : null };
  };

  const handlers = [
    route('GET /api/site/leads/opportunities', ({ url }) => {
      const reason = url.searchParams.get('reason') as OpportunityReasonKind | null;
      if (reason && !opportunityReasonKinds.includes(reason))
        return failure('INVALID_INPUT', `Reason must be one of: ${opportunityReasonKinds.join(', ')}`);
      const matching = reason
        ? opportunities.filter((row) => row.reasons.some((each) => each.kind === reason))
        : opportunities;
      const { rows, hasMore, nextCursor } = page(matching, url, 50);
      return {
        opportunities: rows,
        total: matching.length,
        rates: { date: '2026-03-12', source: 'rate sheet', current: true },
        hasMore,
        nextCursor,
      };
    }),
    route('GET /api/site/leads', ({ url }) => {
      const stage = url.searchParams.get('stage') as LeadStage | null;
      const matching = stage ? leads.filter((lead) => lead.stage === stage) : leads;
      const { rows, hasMore, nextCursor } = page(matching, url, 25);
      const stageCounts = Object.fromEntries(
        leadStages.map((each) => [each, leads.filter((lead) => lead.stage === each).length]),
      ) as Record<LeadStage, number>;
      return { leads: rows, stageCounts, hasMore, nextCursor };
    }),
    route('GET /api/site/leads/:id', ({ params }) => {
      const lead = find(params.id);
      return lead instanceof Failure ? lead : detailOf(lead);
    }),
    route('PATCH /api/site/leads/:id', async ({ params, request }) => {
      const lead = find(params.id);
      if (lead instanceof Failure) return lead;
      const update = await bodyOf(request, leadUpdateSchema);
      if (update instanceof Failure) return update;
      if (update.stage) lead.stage = update.stage;
      if (update.nextActionDate !== undefined) lead.nextActionDate = update.nextActionDate;
      return detailOf(lead);
    }),
    route('POST /api/site/leads/:id/notes', async ({ params, request }) => {
      const lead = find(params.id);
      if (lead instanceof Failure) return lead;
      const input = await bodyOf(request, leadNoteRequestSchema);
      if (input instanceof Failure) return input;
      const note: LeadNote = {
        id: `note-${++sequence}`,
        body: input.body,
        authorName: options.authorName ?? 'Ann Lee',
        createdDate: new Date(Date.UTC(2026, 2, 12, 16) + sequence * 60_000).toISOString(),
      };
      notes.set(lead.id, [...(notes.get(lead.id) ?? []), note]);
      return note;
    }),
  ];

  return { handlers, leads: () => leads, notes: (id: string) => notes.get(id) ?? [] };
}
