import type {
  Campaign,
  CampaignFunnel,
  CampaignContact,
  CampaignSubmitReply,
  ConversationMessage,
  ImportReport,
  ImportRow,
  MessageGroup,
  PropertyRecord,
  Template,
} from '@roost/domain';

const CREATED = '2026-11-20T10:00:00.000Z';

/** The number the campaigns text from. */
export const OUR_NUMBER = '+15305550100';

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

/** The time of the `sequence`th thing done in a test: a minute apart from the campaigns' creation. */
export const momentOf = (sequence: number) => new Date(Date.parse(CREATED) + sequence * 60_000).toISOString();

export interface CampaignOptions {
  campaigns?: Campaign[];
  templates?: Template[];
  /** The upload's rows: the template step previews and counts its valid ones; a campaign's lead file lists them. */
  rows?: ImportRow[];
  /** The signed-in person's name, the texts' agent. */
  agentName?: string;
  /** The valid contacts of any upload (what the submit prices). */
  records?: number;
  /** Campaign ids the person's roles do not reach: every call naming one answers 403. */
  forbidden?: string[];
  /** Campaign ids the person may open but not change (another person's): their PUT answers 404. */
  readOnly?: string[];
  /** Every campaign's contacts. */
  contacts?: CampaignContact[];
  /** Each contact's messages (by contact id), and whether a reply from them waits. */
  conversations?: Record<string, { waiting?: boolean; messages: ConversationMessage[] }>;
  /** Contact ids whose number opted out: a send to them answers 409. */
  optedOut?: string[];
  /** Texting is not set up on the server: a send answers 503. */
  noCarrier?: boolean;
  /** The stored property records (by address key). */
  properties?: PropertyRecord[];
  /** The records the property data can compute (by address key); any other address is not found. */
  valuable?: PropertyRecord[];
  /** The signed-in person's credit (cents) and when it expires; the submit spends it before the card. */
  credit?: { cents: number; expiresAt: string };
  /** What archiving each campaign would credit (GET archive-credit, and the PUT that archives it). */
  archiveCredits?: Record<string, { unsentRecords: number; creditCents: number; paidByCaller?: boolean }>;
  /** Each campaign's later funnel steps (page viewed, asked, won); sent, delivered, clicked are its counters. */
  funnels?: Record<string, Pick<CampaignFunnel, 'pageViewed' | 'asked' | 'won'>>;
  /** The upload each campaign's contacts came from (by campaign id); none when absent. */
  uploads?: Record<string, ImportReport>;
  /** Whether the signed-in person has texting access (default: yes, as a loan officer has). */
  mayText?: boolean;
}

export interface Submission {
  reply: CampaignSubmitReply;
  paid: boolean;
}

/** The campaigns area's in-memory state, seeded from its options; its handlers (campaigns.ts) share it. */
export function campaignState(options: CampaignOptions) {
  return {
    options,
    campaigns: new Map((options.campaigns ?? []).map((campaign) => [campaign.id, campaign])),
    templates: new Map((options.templates ?? [testTemplate()]).map((template) => [template.id, template])),
    rows: options.rows ?? [testImportRow()],
    records: options.records ?? 120,
    forbidden: new Set(options.forbidden ?? []),
    readOnly: new Set(options.readOnly ?? []),
    contacts: [...(options.contacts ?? [])],
    submissions: new Map<string, Submission>(),
    groups: new Map<string, MessageGroup>(),
    conversations: new Map(
      Object.entries(options.conversations ?? {}).map(([contactId, entry]) => [contactId, [...entry.messages]]),
    ),
    optedOut: new Set(options.optedOut ?? []),
    properties: new Map((options.properties ?? []).map((record) => [record.id, record])),
    valuable: new Map((options.valuable ?? []).map((record) => [record.id, record])),
    credit: { ...(options.credit ?? { cents: 0, expiresAt: '2027-11-29T10:00:00.000Z' }) },
    archiveCredits: options.archiveCredits ?? {},
    sequence: 0,
  };
}

export type CampaignState = ReturnType<typeof campaignState>;
