import {
  campaignStatusMoves,
  campaignSubmitSchema,
  campaignTabs,
  contactTabs,
  paymentMessages,
  priceCents,
  sandboxConfirmSchema,
  templateRequestSchema,
  type Campaign,
  type CampaignContact,
  type CampaignStatus,
  type CampaignSubmitReply,
  type CampaignTab,
  type ContactTab,
  type ImportRow,
  type PaidCard,
  type Template,
  type UserRecord,
} from '@roost/domain';
import type { z } from 'zod';
import { fakeAuthServer, testUser } from './fake-auth-server';
import { fakeTeamServer } from './fake-team-server';
import { renderApp, stubServer, type Handler } from './render-app';

const CREATED = '2026-11-20T10:00:00.000Z';

export function testCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c1',
    name: 'Spring Refi',
    type: 'Refi',
    client: 'roost',
    status: 'active',
    templateId: 't1',
    redirectUrl: null,
    contactName: 'Ann Lee',
    startDate: '2026-12-01',
    endDate: '2026-12-31',
    daysOfWeek: 'Mon,Wed,Thurs',
    messagesPerDay: 200,
    paymentId: 'pay1',
    createdDate: CREATED,
    totalContacts: 1200,
    totalSent: 800,
    totalClicks: 45,
    totalActive: 30,
    totalNonResponsive: 700,
    totalOptOuts: 12,
    totalDelivered: 780,
    totalFailed: 20,
    pauseReason: null,
    ownerId: 'u1',
    teamId: null,
    priceCents: 6000,
    ...overrides,
  };
}

export function testTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 't1',
    name: 'Rate Drop',
    description: 'Rates fell: a friendly nudge',
    body: 'Hi {{firstName}}, this is {{agentFirstName}}. Rates dropped for {{streetAddress}}: {{shortLink}}',
    rate: 0.05,
    client: 'roost',
    createdDate: CREATED,
    ...overrides,
  };
}

export function testImportRow(overrides: Partial<ImportRow['contact']> = {}): ImportRow {
  return {
    line: 2,
    group: 'valid',
    contact: {
      firstName: 'Maria',
      lastName: 'Lopez',
      address: '12 Oak St',
      city: 'Auburn',
      state: 'CA',
      zip: '95603',
      phoneNumber: '+19165550101',
      refId: 'R-1',
      ...overrides,
    },
    rawPhone: '(916) 555-0101',
  };
}

export function testContact(overrides: Partial<CampaignContact> = {}): CampaignContact {
  return {
    id: 'k1',
    campaignId: 'c1',
    firstName: 'Maria',
    lastName: 'Lopez',
    phoneNumber: '+19165550101',
    email: 'maria@example.com',
    address: '12 Oak St',
    city: 'Auburn',
    state: 'CA',
    zip: '95603',
    status: 'Sent',
    refId: 'R-1',
    ...overrides,
  };
}

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown = null): Reply => ({ status, body });

function invalid(error: z.ZodError): Reply {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return reply(400, { errorMessage: Object.values(fields)[0] ?? 'Invalid request', fields });
}

/** The sandbox processor's test cards (the server's sandbox honours the same numbers). */
const cardErrors: Record<string, { code: string; message: string }> = {
  '4000000000000002': { code: 'card_declined', message: paymentMessages.declined },
  '4000000000009995': { code: 'insufficient_funds', message: paymentMessages.insufficientFunds },
};

interface Submission {
  reply: CampaignSubmitReply;
  paid: boolean;
}

/**
 * The campaigns, templates and payment calls of the wizard and dashboard (issue 11) and the campaign page's
 * contacts and status moves (issue 12) as the server answers them, in memory. Campaign ids in `forbidden`
 * answer 403; ids in `readOnly` may be opened but their PUT answers 404 (another person's campaign the
 * caller may see). `records` is the valid contacts of any upload; `contacts` every campaign's contacts.
 */
export function fakeCampaignServer(
  options: {
    campaigns?: Campaign[];
    templates?: Template[];
    rows?: ImportRow[];
    records?: number;
    forbidden?: string[];
    readOnly?: string[];
    contacts?: CampaignContact[];
  } = {},
) {
  const campaigns = new Map((options.campaigns ?? []).map((campaign) => [campaign.id, campaign]));
  const templates = new Map((options.templates ?? [testTemplate()]).map((template) => [template.id, template]));
  const rows = options.rows ?? [testImportRow()];
  const records = options.records ?? 120;
  const forbidden = new Set(options.forbidden ?? []);
  const readOnly = new Set(options.readOnly ?? []);
  const contacts = options.contacts ?? [];
  const submissions = new Map<string, Submission>();
  let sequence = 0;

  function list(query: URLSearchParams): Reply {
    const status = query.get('status') as CampaignTab | null;
    const limit = Number(query.get('limit') ?? 25);
    const start = Number(query.get('cursor') ?? 0);
    const statuses: readonly string[] | null = status ? campaignTabs[status] : null;
    const matching = [...campaigns.values()].filter((campaign) =>
      statuses ? statuses.includes(campaign.status) : !['unpaid', 'canceled', 'deleted'].includes(campaign.status),
    );
    const page = matching.slice(start, start + limit);
    const next = start + limit < matching.length ? String(start + limit) : null;
    return reply(200, { results: page, count: matching.length, nextCursor: next });
  }

  /** By first name (then id), one tab, `limit` after the lastKey; lastKey null on the last page. */
  function contactPage(campaignId: string, query: URLSearchParams): Reply {
    const tab = (query.get('status') ?? 'all') as ContactTab;
    if (!(tab in contactTabs)) return reply(400, { errorMessage: 'Status must be one of the tabs' });
    const status = contactTabs[tab];
    const limit = Number(query.get('limit') ?? 50);
    const matching = contacts
      .filter((contact) => contact.campaignId === campaignId && (status === null || contact.status === status))
      .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '') || a.id.localeCompare(b.id));
    const after = query.get('id');
    const start = after ? matching.findIndex((contact) => contact.id === after) + 1 : 0;
    const results = matching.slice(start, start + limit);
    const last = results.at(-1);
    const more = start + limit < matching.length;
    return reply(200, { results, lastKey: more && last ? { id: last.id, campaignId: last.campaignId } : null });
  }

  /** PUT /campaign/{id}: 404 to whoever may only open it; status only along campaignStatusMoves. */
  function change(campaign: Campaign, body: unknown): Reply {
    if (readOnly.has(campaign.id)) return reply(404, { errorMessage: 'Campaign not found' });
    const patch = body as Partial<Campaign>;
    if (patch.status !== undefined && patch.status !== campaign.status) {
      const allowed: readonly CampaignStatus[] = campaignStatusMoves[campaign.status] ?? [];
      if (!allowed.includes(patch.status)) {
        const message = `A ${campaign.status} campaign cannot be set to ${patch.status}`;
        return reply(400, { errorMessage: message, fields: { status: message } });
      }
    }
    const updated = { ...campaign, ...patch };
    campaigns.set(campaign.id, updated);
    return reply(200, updated);
  }

  function submit(body: unknown): Reply {
    const parsed = campaignSubmitSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { idempotencyKey, billing, campaign } = parsed.data;
    let submission = submissions.get(idempotencyKey);
    if (!submission) {
      const id = `c-new-${++sequence}`;
      submission = {
        paid: false,
        reply: {
          state: 'awaiting_payment',
          campaignId: id,
          amountCents: priceCents(records),
          records,
          payment: {
            processor: 'sandbox',
            intentId: `pi_${id}`,
            clientSecret: `pi_${id}_secret`,
            publishableKey: null,
          },
          card: null,
          billing: null,
          campaign: null,
          message: null,
        },
      };
      submissions.set(idempotencyKey, submission);
    }
    if (submission.paid && submission.reply.state !== 'submitted') {
      const created = testCampaign({
        id: submission.reply.campaignId,
        name: campaign.name,
        type: campaign.type,
        status: 'new',
        templateId: campaign.templateId ?? null,
        startDate: campaign.startDate ?? null,
        endDate: campaign.endDate ?? null,
        daysOfWeek: campaign.daysOfWeek ?? null,
        messagesPerDay: Number(campaign.messagesPerDay ?? 0),
        totalContacts: records,
        totalSent: 0,
        totalClicks: 0,
        totalActive: 0,
        totalNonResponsive: 0,
        totalOptOuts: 0,
        totalDelivered: 0,
        totalFailed: 0,
      });
      campaigns.set(created.id, created);
      submission.reply = { ...submission.reply, state: 'submitted', billing, campaign: created };
    }
    return reply(200, submission.reply);
  }

  function confirm(body: unknown): Reply {
    const parsed = sandboxConfirmSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const submission = [...submissions.values()].find(
      (candidate) => candidate.reply.payment.intentId === parsed.data.intentId,
    );
    if (!submission) return reply(404, { errorMessage: 'Payment not found' });
    const { number, month, year } = parsed.data.card;
    const error = cardErrors[number];
    if (error) return reply(200, { status: 'requires_payment_method', error, card: null });
    const card: PaidCard = {
      brand: 'visa',
      last4: number.slice(-4),
      expMonth: Number(month),
      expYear: Number(year.length === 2 ? `20${year}` : year),
    };
    submission.paid = true;
    submission.reply = { ...submission.reply, card };
    return reply(200, { status: 'succeeded', error: null, card });
  }

  function saveTemplate(id: string | null, body: unknown): Reply {
    const parsed = templateRequestSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const existing = id ? templates.get(id) : undefined;
    if (id && !existing) return reply(404, { errorMessage: 'Template not found' });
    const template = { ...(existing ?? testTemplate({ id: `t-new-${++sequence}` })), ...parsed.data };
    templates.set(template.id, template);
    return reply(existing ? 200 : 201, template);
  }

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/site/campaigns') return list(searchParams);
    if (pathname === '/api/site/campaign/submit' && method === 'POST') return submit(body);
    const rowsMatch = /^\/api\/site\/campaign\/contacts\/parse\/([^/]+)\/rows$/.exec(pathname);
    if (rowsMatch) return reply(200, { results: rows.slice(0, 1), nextCursor: null });
    const contactsMatch = /^\/api\/site\/campaign\/([^/]+)\/contacts$/.exec(pathname);
    if (contactsMatch && method === 'GET') {
      const id = decodeURIComponent(contactsMatch[1] ?? '');
      if (forbidden.has(id)) return reply(403, { errorMessage: 'Forbidden' });
      if (!campaigns.has(id)) return reply(404, { errorMessage: 'Campaign not found' });
      return contactPage(id, searchParams);
    }
    const campaignMatch = /^\/api\/site\/campaign\/([^/]+)$/.exec(pathname);
    if (campaignMatch) {
      const id = decodeURIComponent(campaignMatch[1] ?? '');
      if (forbidden.has(id)) return reply(403, { errorMessage: 'Forbidden' });
      const campaign = campaigns.get(id);
      if (!campaign) return reply(404, { errorMessage: 'Campaign not found' });
      if (method === 'PUT') return change(campaign, body);
      return reply(200, campaign);
    }
    if (pathname === '/api/payment/config') return reply(200, { processor: 'sandbox', publishableKey: null });
    if (pathname === '/api/payment/sandbox/confirm' && method === 'POST') return confirm(body);
    if (pathname === '/api/notifications/message/templates') {
      const results = [...templates.values()].reverse();
      return reply(200, { results, count: results.length });
    }
    if (pathname === '/api/notifications/message/template' && method === 'POST') return saveTemplate(null, body);
    const templateMatch = /^\/api\/notifications\/message\/template\/([^/]+)$/.exec(pathname);
    if (templateMatch) {
      const id = decodeURIComponent(templateMatch[1] ?? '');
      if (method === 'PUT') return saveTemplate(id, body);
      const template = templates.get(id);
      return template ? reply(200, template) : reply(404, { errorMessage: 'Template not found' });
    }
    return undefined;
  };

  return { handle, campaigns, templates, submissions, contacts };
}

/** Opens a page signed in as `user`, with the campaign and team APIs answered in memory. */
export function openCampaignWorkspace(
  path: string,
  options: Parameters<typeof fakeCampaignServer>[0] & { user?: UserRecord; intercept?: Handler } = {},
) {
  const { user = testUser({ name: 'Ann Lee' }), intercept, ...campaignOptions } = options;
  const auth = fakeAuthServer({ signedIn: user });
  const teams = fakeTeamServer();
  const server = fakeCampaignServer(campaignOptions);
  const stub = stubServer(
    async (url, init) =>
      (await intercept?.(url, init)) ??
      (await server.handle(url, init)) ??
      (await teams.handle(url, init)) ??
      auth.handle(url, init),
  );
  return { ...stub, ...renderApp(path), server };
}
