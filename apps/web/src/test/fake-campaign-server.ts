import {
  campaignMessages,
  campaignStatusMoves,
  campaignSubmitSchema,
  campaignListFilters,
  contactStarSchema,
  contactTabs,
  countSegments,
  messageRecordSchema,
  placeholdersOf,
  placeholderUses,
  renderContactText,
  shortLinkOfRealLength,
  messageSendSchema,
  messageTexts,
  parseMessagesPerDay,
  paymentMessages,
  propertyCalculateQuerySchema,
  priceCents,
  sandboxConfirmSchema,
  templateRequestSchema,
  toAddressKey,
  withOptOutSentence,
  type Campaign,
  type CampaignContact,
  type CampaignStatus,
  type CampaignSubmitReply,
  type CampaignListFilter,
  type ContactTab,
  type ConversationMessage,
  type ImportReport,
  type ImportRow,
  type MessageGroup,
  type PaidCard,
  type PropertyRecord,
  type Template,
  type UserRecord,
} from '@roost/domain';
import type { z } from 'zod';
import { authApi, testUser } from './api/auth';
import { teamsApi } from './api/teams';
import { renderApp, stubServer, type Handler } from './render-app';

const CREATED = '2026-11-20T10:00:00.000Z';
/** The server's text for an address no record can be computed for. */
const ADDRESS_NOT_FOUND = 'Error fetching address information. Please try a new address.';

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
    totalFavorites: 3,
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
    starred: false,
    ...overrides,
  };
}

/** A message of a conversation; `title` decides its direction unless given. */
export function testMessage(overrides: Partial<ConversationMessage> = {}): ConversationMessage {
  const title = overrides.title ?? 'Campaign';
  return {
    id: 'm1',
    title,
    direction: title === 'Contact' ? 'inbound' : 'outbound',
    message: 'Hi Maria, rates dropped for 12 Oak St: https://rst.example/a1',
    toPhoneNumber: title === 'Contact' ? OUR_NUMBER : '+19165550101',
    fromPhoneNumber: title === 'Contact' ? '+19165550101' : OUR_NUMBER,
    date: CREATED,
    createdDate: CREATED,
    ...overrides,
  };
}

/** The number the campaigns text from. */
export const OUR_NUMBER = '+15305550100';

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown = null): Reply => ({ status, body });

function invalid(error: z.ZodError): Reply {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message;
  return reply(400, { code: 'INVALID_INPUT', errorMessage: Object.values(fields)[0] ?? 'Invalid request', fields });
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
 * The campaigns, templates and payment calls of the wizard and dashboard and the campaign page's contacts and
 * status moves as the server answers them, in memory. Campaign ids in `forbidden`
 * answer 403; ids in `readOnly` may be opened but their PUT answers 404 (another person's campaign the
 * caller may see). `records` is the valid contacts of any upload; `contacts` every campaign's contacts.
 *
 * The contact panel's calls too: `conversations` holds each contact's messages (and whether a reply waits),
 * `optedOut` the contact ids whose number opted out (send answers 409), `noCarrier` makes send answer 503.
 * `properties` is the stored records by address key and `valuable` what calculate can compute (404 else).
 */
export function fakeCampaignServer(
  options: {
    campaigns?: Campaign[];
    templates?: Template[];
    /** The upload's rows: the template step previews and counts its valid ones. */
    rows?: ImportRow[];
    /** The signed-in person's name, the texts' agent. */
    agentName?: string;
    records?: number;
    forbidden?: string[];
    readOnly?: string[];
    contacts?: CampaignContact[];
    conversations?: Record<string, { waiting?: boolean; messages: ConversationMessage[] }>;
    optedOut?: string[];
    noCarrier?: boolean;
    properties?: PropertyRecord[];
    valuable?: PropertyRecord[];
    /** The signed-in person's credit (cents) and when it expires; the submit spends it before the card. */
    credit?: { cents: number; expiresAt: string };
    /** What archiving each campaign would credit (GET archive-credit, and the PUT that archives it). */
    archiveCredits?: Record<string, { unsentRecords: number; creditCents: number; paidByCaller?: boolean }>;
    /** The upload each campaign's contacts came from (by campaign id); none when absent. */
    uploads?: Record<string, ImportReport>;
    /** Whether the signed-in person has texting access (default: yes, as a loan officer has). */
    mayText?: boolean;
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
  const groups = new Map<string, MessageGroup>();
  const conversations = new Map(
    Object.entries(options.conversations ?? {}).map(([contactId, entry]) => [contactId, [...entry.messages]]),
  );
  const optedOut = new Set(options.optedOut ?? []);
  const properties = new Map((options.properties ?? []).map((record) => [record.id, record]));
  const valuable = new Map((options.valuable ?? []).map((record) => [record.id, record]));
  const credit = { ...(options.credit ?? { cents: 0, expiresAt: '2027-11-29T10:00:00.000Z' }) };
  const archiveCredits = options.archiveCredits ?? {};

  function creditBalance(): Reply {
    return reply(200, {
      availableCents: credit.cents,
      nextExpiry: credit.cents > 0 ? { amountCents: credit.cents, expiresAt: credit.expiresAt } : null,
    });
  }

  function archiveCreditOf(id: string): Reply {
    const preview = archiveCredits[id] ?? { unsentRecords: 0, creditCents: 0, paidByCaller: false };
    return reply(200, {
      paidByCaller: true,
      ...preview,
      expiresAt: preview.creditCents > 0 ? credit.expiresAt : null,
    });
  }

  function list(query: URLSearchParams): Reply {
    const status = query.get('status') as CampaignListFilter | null;
    const limit = Number(query.get('limit') ?? 25);
    const start = Number(query.get('cursor') ?? 0);
    const statuses: readonly string[] | null = status ? campaignListFilters[status] : null;
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
    if (!(tab in contactTabs))
      return reply(400, { code: 'INVALID_INPUT', errorMessage: 'Status must be one of the tabs' });
    const { status, starred } = contactTabs[tab];
    const limit = Number(query.get('limit') ?? 50);
    const matching = contacts
      .filter(
        (contact) =>
          contact.campaignId === campaignId &&
          (status === null || contact.status === status) &&
          (!starred || contact.starred),
      )
      .sort((a, b) => (a.firstName ?? '').localeCompare(b.firstName ?? '') || a.id.localeCompare(b.id));
    const after = query.get('id');
    const start = after ? matching.findIndex((contact) => contact.id === after) + 1 : 0;
    const results = matching.slice(start, start + limit);
    const last = results.at(-1);
    const more = start + limit < matching.length;
    return reply(200, { results, lastKey: more && last ? { id: last.id, campaignId: last.campaignId } : null });
  }

  /** PUT /campaign/contact/{id}/star: 404 for a contact of a campaign the caller may not open. */
  function star(contactId: string, body: unknown): Reply {
    const parsed = contactStarSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const index = contacts.findIndex((contact) => contact.id === contactId);
    const contact = contacts[index];
    if (!contact || forbidden.has(contact.campaignId))
      return reply(404, { code: 'NOT_FOUND', errorMessage: 'Contact not found' });
    const updated = { ...contact, starred: parsed.data.starred };
    contacts[index] = updated;
    const campaign = campaigns.get(contact.campaignId);
    if (campaign && contact.starred !== updated.starred) {
      campaigns.set(campaign.id, {
        ...campaign,
        totalFavorites: campaign.totalFavorites + (updated.starred ? 1 : -1),
      });
    }
    return reply(200, updated);
  }

  /** PUT /campaign/{id}: 404 to whoever may only open it; status only along campaignStatusMoves. */
  function change(campaign: Campaign, body: unknown): Reply {
    if (readOnly.has(campaign.id)) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Campaign not found' });
    const patch = body as Partial<Campaign>;
    if (patch.status !== undefined && patch.status !== campaign.status) {
      const allowed: readonly CampaignStatus[] = campaignStatusMoves[campaign.status] ?? [];
      if (!allowed.includes(patch.status)) {
        const message = `A ${campaign.status} campaign cannot be set to ${patch.status}`;
        return reply(400, { code: 'INVALID_INPUT', errorMessage: message, fields: { status: message } });
      }
    }
    // The server stores texts per day as a number, however it was typed.
    const perDay =
      patch.messagesPerDay === undefined ? {} : { messagesPerDay: parseMessagesPerDay(patch.messagesPerDay) };
    const updated = { ...campaign, ...patch, ...perDay };
    campaigns.set(campaign.id, updated);
    const granted = patch.status === 'archived' ? (archiveCredits[campaign.id]?.creditCents ?? 0) : 0;
    return reply(200, {
      ...updated,
      credit: granted > 0 ? { amountCents: granted, expiresAt: credit.expiresAt } : null,
    });
  }

  function submit(body: unknown): Reply {
    const parsed = campaignSubmitSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const { idempotencyKey, billing, campaign } = parsed.data;
    let submission = submissions.get(idempotencyKey);
    if (!submission) {
      const id = `c-new-${++sequence}`;
      const price = priceCents(records);
      const applied = Math.min(price, credit.cents);
      submission = {
        paid: applied === price,
        reply: {
          state: 'awaiting_payment',
          campaignId: id,
          amountCents: price,
          records,
          creditCents: applied,
          chargeCents: price - applied,
          payment:
            applied === price
              ? null
              : { processor: 'sandbox', intentId: `pi_${id}`, clientSecret: `pi_${id}_secret`, publishableKey: null },
          card: null,
          billing: null,
          campaign: null,
          message: null,
        },
      };
      submissions.set(idempotencyKey, submission);
    }
    if (submission.paid && submission.reply.state !== 'submitted') {
      credit.cents -= submission.reply.creditCents;
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
      (candidate) => candidate.reply.payment?.intentId === parsed.data.intentId,
    );
    if (!submission) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Payment not found' });
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
    if (id && !existing) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Template not found' });
    // As the server: a message that does not say STOP gets the opt-out sentence.
    const saved = { ...parsed.data, body: withOptOutSentence(parsed.data.body) };
    const template = { ...(existing ?? testTemplate({ id: `t-new-${++sequence}` })), ...saved };
    templates.set(template.id, template);
    return reply(existing ? 200 : 201, template);
  }

  /** GET /message/group/contact/{id}: made on first use, NewMessage when the contact's reply waits. */
  function groupFor(contactId: string): Reply {
    const contact = contacts.find((candidate) => candidate.id === contactId);
    if (!contact || forbidden.has(contact.campaignId))
      return reply(404, { code: 'NOT_FOUND', errorMessage: 'Contact not found' });
    let group = groups.get(contactId);
    if (!group) {
      group = {
        id: `g-${contactId}`,
        contactId,
        campaignId: contact.campaignId,
        toPhoneNumber: contact.phoneNumber,
        fromPhoneNumber: OUR_NUMBER,
        groupStatus: options.conversations?.[contactId]?.waiting ? 'NewMessage' : 'Read',
      };
      groups.set(contactId, group);
    }
    return reply(200, group);
  }

  const groupById = (groupId: string) => [...groups.values()].find((group) => group.id === groupId);

  /** GET /messages/group/{id}: oldest first; reading marks the group read. */
  function messagesOf(groupId: string): Reply {
    const group = groupById(groupId);
    if (!group) return reply(404, { code: 'NOT_FOUND', errorMessage: messageTexts.groupNotFound });
    groups.set(group.contactId, { ...group, groupStatus: 'Read' });
    return reply(200, { results: conversations.get(group.contactId) ?? [] });
  }

  function send(body: unknown): Reply {
    const parsed = messageSendSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const group = groupById(parsed.data.groupId);
    if (!group) return reply(404, { code: 'NOT_FOUND', errorMessage: messageTexts.groupNotFound });
    if (optedOut.has(group.contactId))
      return reply(409, { code: 'CONTACT_OPTED_OUT', errorMessage: messageTexts.optedOut });
    if (options.noCarrier) return reply(503, { code: 'SERVER_BUSY', errorMessage: messageTexts.noCarrier });
    const id = `SM${++sequence}`;
    const at = new Date(Date.parse(CREATED) + sequence * 60_000).toISOString();
    const list = conversations.get(group.contactId) ?? [];
    list.push(
      testMessage({
        id,
        title: 'You',
        message: parsed.data.message.trim(),
        toPhoneNumber: group.toPhoneNumber,
        date: at,
        createdDate: at,
      }),
    );
    conversations.set(group.contactId, list);
    return reply(200, { id, fromPhoneNumber: group.fromPhoneNumber, toPhoneNumber: group.toPhoneNumber });
  }

  function confirmSent(body: unknown): Reply {
    const parsed = messageRecordSchema.safeParse(body);
    if (!parsed.success) return invalid(parsed.error);
    const group = groupById(parsed.data.groupId);
    const found = group && conversations.get(group.contactId)?.some((message) => message.id === parsed.data.messageId);
    return found
      ? reply(200, { id: parsed.data.messageId })
      : reply(404, { code: 'NOT_FOUND', errorMessage: messageTexts.messageNotFound });
  }

  /** A text from the contact arrives (as the carrier's webhook would add it): the reply waits again. */
  function receive(contactId: string, text: string, at = new Date().toISOString()) {
    const list = conversations.get(contactId) ?? [];
    list.push(testMessage({ id: `in-${++sequence}`, title: 'Contact', message: text, date: at, createdDate: at }));
    conversations.set(contactId, list);
    const group = groups.get(contactId);
    if (group) groups.set(contactId, { ...group, groupStatus: 'NewMessage' });
  }

  /** GET /property/calculate/: the record of a known address, 404 with the server's text otherwise. */
  function calculate(query: URLSearchParams): Reply {
    const parsed = propertyCalculateQuerySchema.safeParse(Object.fromEntries(query));
    if (!parsed.success) return invalid(parsed.error);
    const key = toAddressKey({ street: parsed.data.address, city: parsed.data.city, state: parsed.data.state });
    const record = valuable.get(key);
    return record ? reply(200, record) : reply(404, { code: 'NOT_FOUND', errorMessage: ADDRESS_NOT_FOUND });
  }

  function saveProperty(body: unknown): Reply {
    const id = (body as { id?: unknown } | undefined)?.id;
    const record = typeof id === 'string' ? valuable.get(id) : undefined;
    if (!record) return reply(404, { code: 'NOT_FOUND', errorMessage: ADDRESS_NOT_FOUND });
    properties.set(record.id, record);
    return reply(200, record);
  }

  /** The upload's valid rows rendered with a template, as the server does (the link of the real length). */
  function rendered(templateId: string) {
    const template = templates.get(templateId);
    if (!template) return undefined;
    const link = shortLinkOfRealLength(location.origin);
    return rows
      .filter((row) => row.group === 'valid')
      .map((row) => ({ row, ...renderContactText(template.body, row.contact, options.agentName ?? 'Ann Lee', link) }));
  }

  function fitUpload(importId: string, body: unknown): Reply {
    const templateId = (body as { templateId?: string } | undefined)?.templateId ?? '';
    const texts = rendered(templateId);
    if (!texts) return reply(400, { code: 'INVALID_INPUT', errorMessage: 'Template not found' });
    const body_ = templates.get(templateId)!.body;
    const complete = texts.filter((text) => text.missing.length === 0);
    const used = placeholdersOf(body_).filter((name) => name !== 'shortLink');
    const fallbacks = new Map(placeholderUses(body_).map((use) => [use.name, use.fallback]));
    return reply(200, {
      report: {
        importId,
        fileName: 'leads.csv',
        encoding: 'UTF-8',
        rows: rows.length,
        valid: complete.length,
        missingRequired: 0,
        invalidPhone: 0,
        duplicate: 0,
        optedOut: 0,
        missingField: texts.length - complete.length,
      },
      templateId,
      contacts: complete.length,
      totalSegments: complete.reduce((sum, text) => sum + countSegments(text.text).segments, 0),
      placeholders: used.map((placeholder) => ({
        placeholder,
        fallback: fallbacks.get(placeholder) ?? '',
        missing: texts.filter((text) => text.empty.includes(placeholder)).length,
      })),
    });
  }

  function previewText(query: URLSearchParams): Reply {
    const texts = rendered(query.get('templateId') ?? '');
    if (!texts) return reply(400, { code: 'INVALID_INPUT', errorMessage: 'Template not found' });
    const complete = texts.filter((text) => text.missing.length === 0);
    const index = Number(query.get('index') ?? 0);
    const shown = complete[index];
    const text = shown?.text ?? '';
    const count = countSegments(text);
    return reply(200, {
      index,
      total: complete.length,
      contact: shown
        ? {
            line: shown.row.line,
            name: [shown.row.contact.firstName, shown.row.contact.lastName].filter(Boolean).join(' '),
            phone: shown.row.contact.phoneNumber ?? '',
          }
        : null,
      text,
      characters: count.characters,
      encoding: count.encoding,
      segments: count.segments,
      unicodeCharacters: count.unicodeCharacters,
    });
  }

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (pathname === '/api/site/campaigns') return list(searchParams);
    if (pathname === '/api/site/campaign/texting-access') return reply(200, { mayText: options.mayText ?? true });
    if (pathname === '/api/site/campaign/submit' && method === 'POST') {
      if (options.mayText === false) {
        return reply(403, { code: 'TEXTING_NOT_ALLOWED', errorMessage: campaignMessages.textingNotAllowed });
      }
      return submit(body);
    }
    const fitMatch = /^\/api\/site\/campaign\/contacts\/parse\/([^/]+)\/template$/.exec(pathname);
    if (fitMatch && method === 'POST') return fitUpload(decodeURIComponent(fitMatch[1] ?? ''), body);
    if (/^\/api\/site\/campaign\/contacts\/parse\/([^/]+)\/preview$/.test(pathname)) return previewText(searchParams);
    const rowsMatch = /^\/api\/site\/campaign\/contacts\/parse\/([^/]+)\/rows$/.exec(pathname);
    if (rowsMatch) return reply(200, { results: rows.slice(0, 1), nextCursor: null });
    const starMatch = /^\/api\/site\/campaign\/contact\/([^/]+)\/star$/.exec(pathname);
    if (starMatch && method === 'PUT') return star(decodeURIComponent(starMatch[1] ?? ''), body);
    const uploadMatch = /^\/api\/site\/campaign\/([^/]+)\/import(\/rows)?$/.exec(pathname);
    if (uploadMatch) {
      const id = decodeURIComponent(uploadMatch[1] ?? '');
      if (!campaigns.has(id)) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Campaign not found' });
      if (!uploadMatch[2]) return reply(200, { report: options.uploads?.[id] ?? null });
      const group = searchParams.get('group');
      return reply(200, { results: rows.filter((row) => row.group === group), nextCursor: null });
    }
    const contactsMatch = /^\/api\/site\/campaign\/([^/]+)\/contacts$/.exec(pathname);
    if (contactsMatch && method === 'GET') {
      const id = decodeURIComponent(contactsMatch[1] ?? '');
      if (forbidden.has(id)) return reply(403, { code: 'FORBIDDEN', errorMessage: 'Forbidden' });
      if (!campaigns.has(id)) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Campaign not found' });
      return contactPage(id, searchParams);
    }
    const campaignMatch = /^\/api\/site\/campaign\/([^/]+)$/.exec(pathname);
    if (campaignMatch) {
      const id = decodeURIComponent(campaignMatch[1] ?? '');
      if (forbidden.has(id)) return reply(403, { code: 'FORBIDDEN', errorMessage: 'Forbidden' });
      const campaign = campaigns.get(id);
      if (!campaign) return reply(404, { code: 'NOT_FOUND', errorMessage: 'Campaign not found' });
      if (method === 'PUT') return change(campaign, body);
      return reply(200, campaign);
    }
    const groupMatch = /^\/api\/notifications\/message\/group\/contact\/([^/]+)$/.exec(pathname);
    if (groupMatch) return groupFor(decodeURIComponent(groupMatch[1] ?? ''));
    const messagesMatch = /^\/api\/notifications\/messages\/group\/([^/]+)$/.exec(pathname);
    if (messagesMatch) return messagesOf(decodeURIComponent(messagesMatch[1] ?? ''));
    if (pathname === '/api/notifications/message/send' && method === 'POST') return send(body);
    if (pathname === '/api/notifications/message' && method === 'POST') return confirmSent(body);
    // No reply is queued for the contacts' allowed hours here (campaign-reply-hours.test.tsx queues them).
    if (pathname === '/api/notifications/message/scheduled') return reply(200, { results: [] });
    const propertyMatch = /^\/api\/home\/address\/([^/]+)$/.exec(pathname);
    if (propertyMatch) return reply(200, properties.get(decodeURIComponent(propertyMatch[1] ?? '')) ?? null);
    if (pathname === '/api/home/address' && method === 'POST') return saveProperty(body);
    if (pathname === '/api/integrations/property/calculate/') return calculate(searchParams);
    if (pathname === '/api/payment/credits') return creditBalance();
    const archiveCreditMatch = /^\/api\/site\/campaign\/([^/]+)\/archive-credit$/.exec(pathname);
    if (archiveCreditMatch) return archiveCreditOf(decodeURIComponent(archiveCreditMatch[1] ?? ''));
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
      return template ? reply(200, template) : reply(404, { code: 'NOT_FOUND', errorMessage: 'Template not found' });
    }
    return undefined;
  };

  return { handle, campaigns, templates, submissions, contacts, groups, conversations, properties, receive };
}

/** Opens a page signed in as `user`, with the campaign and team APIs answered in memory. */
export function openCampaignWorkspace(
  path: string,
  options: Parameters<typeof fakeCampaignServer>[0] & { user?: UserRecord; intercept?: Handler } = {},
) {
  const { user = testUser({ name: 'Ann Lee' }), intercept, ...campaignOptions } = options;
  const auth = authApi({ signedIn: user });
  const teams = teamsApi();
  const server = fakeCampaignServer({ agentName: user.name, ...campaignOptions });
  const stub = stubServer(intercept, server.handle, teams, auth);
  return { ...stub, ...renderApp(path), server };
}
