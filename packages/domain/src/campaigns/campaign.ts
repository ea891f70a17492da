import { z } from 'zod';
import { plainText } from '../text';
import { formatNumber } from '../number-text';

/** Campaign types offered on the wizard's Details step (spec 2.11). */
export const campaignTypes = ['Restaurant', 'Real estate', 'Hair Salon', 'Coffee shop', 'Debt', 'Refi'] as const;
export type CampaignType = (typeof campaignTypes)[number];

/**
 * Campaign statuses (spec 4). A campaign is created 'unpaid' and becomes 'new' once its payment
 * succeeded; 'canceled' is a campaign whose payment was refunded or never made (not in the spec).
 */
export const campaignStatuses = [
  'unpaid',
  'new',
  'started',
  'active',
  'paused',
  'complete',
  'done',
  'archived',
  'deleted',
  'canceled',
] as const;
export type CampaignStatus = (typeof campaignStatuses)[number];

/**
 * The dashboard's tabs and the statuses each one shows (unpaid, canceled and deleted show nowhere). Archived
 * holds only what a person archived: a campaign whose texts all went ('complete', or the spec's 'done') still
 * has conversations to work, so the Active tab shows it under a Completed heading.
 */
export const campaignTabs = {
  active: ['active', 'started', 'paused'],
  new: ['new'],
  archived: ['archived'],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignTab = keyof typeof campaignTabs;
export const campaignTabNames = Object.keys(campaignTabs) as CampaignTab[];

/** What GET /campaigns?status= may ask for: a tab, or the completed campaigns the Active tab lists below. */
export const campaignListFilters = {
  ...campaignTabs,
  completed: ['complete', 'done'],
} as const satisfies Record<string, readonly CampaignStatus[]>;
export type CampaignListFilter = keyof typeof campaignListFilters;
export const campaignListFilterNames = Object.keys(campaignListFilters) as CampaignListFilter[];

/** The product's own client value (spec 3); a second client's campaigns send links on the partner domain. */
export const OWN_CLIENT = 'roost';

/** Weekday toggles Mon to Sat numbered 1 to 6, stored with the spec's names (Thursday is 'Thurs'). */
export const campaignWeekdays = [
  { number: 1, label: 'Mon', stored: 'Mon' },
  { number: 2, label: 'Tue', stored: 'Tue' },
  { number: 3, label: 'Wed', stored: 'Wed' },
  { number: 4, label: 'Thu', stored: 'Thurs' },
  { number: 5, label: 'Fri', stored: 'Fri' },
  { number: 6, label: 'Sat', stored: 'Sat' },
] as const;
export const storedWeekdayNames = ['Sun', 'Mon', 'Tue', 'Wed', 'Thurs', 'Fri', 'Sat'] as const;
export type StoredWeekday = (typeof storedWeekdayNames)[number];

/** Parses a stored daysOfWeek list ('Mon,Wed,Thurs') into JavaScript day numbers (Sunday 0). */
export function weekdayNumbers(daysOfWeek: string | null | undefined): number[] {
  return (daysOfWeek ?? '')
    .split(',')
    .map((day) => storedWeekdayNames.indexOf(day.trim() as StoredWeekday))
    .filter((day) => day >= 0)
    .sort((a, b) => a - b);
}

/** Price per record in cents (5 cents, spec 9); the server computes every price from the valid contacts. */
export const PRICE_PER_RECORD_CENTS = 5;
export const priceCents = (records: number) => records * PRICE_PER_RECORD_CENTS;
export const MIN_MESSAGES_PER_DAY = 100;
export const MAX_MESSAGES_PER_DAY = 100_000;
export const CAMPAIGN_PAGE_SIZE = 25;

/** Messages per day is typed into a text field and parsed as an integer; anything non-numeric is 0 (spec 5). */
export function parseMessagesPerDay(input: string | number | null | undefined): number {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.max(0, Math.trunc(input)) : 0;
  const digits = (input ?? '').replace(/[,\s]/g, '');
  return /^\d+$/.test(digits) ? Math.min(Number.parseInt(digits, 10), Number.MAX_SAFE_INTEGER) : 0;
}

/** The wizard's snackbars (spec 8) and the other campaign texts a person reads. */
export const campaignMessages = {
  /** Shown instead of the campaign wizard, and the 403 of every call that would text, to a person without it. */
  textingNotAllowed: 'Ask your organization admin for texting access',
  nameRequired: 'Campaign name required',
  typeRequired: 'Campaign type required',
  templateRequired: 'Campaign template required',
  detailsMissing: 'Campaign details missing',
  startDateRequired: 'Campaign start date required',
  endDateRequired: 'Campaign end date required',
  endBeforeStart: 'Campaign end date must be after the start date',
  startInPast: 'Campaign start date cannot be in the past',
  weekdaysRequired: 'Campaign week days required',
  messagesPerDayRequired: 'Campaign messages per day required',
  messagesPerDayMinimum: `Send at least ${MIN_MESSAGES_PER_DAY} texts per day`,
  messagesPerDayMaximum: `Send at most ${formatNumber(MAX_MESSAGES_PER_DAY)} texts per day`,
  leadsRequired: 'Upload leads with at least one valid contact',
  errorCreating: 'Error creating campaign',
  campaignNotFound: 'Campaign not found',
  contactNotFound: 'Contact not found',
  templateNotFound: 'Template not found',
  noCampaigns: 'No Campaigns',
  welcome: "You haven't created any campaigns yet. Let's get this party started!",
} as const;

const isoDate = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .refine((value) => value.length > 0, { error: requiredMessage })
    .refine((value) => value.length === 0 || isCalendarDate(value), { error: 'Use a date as YYYY-MM-DD' });

/** True for a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const everyField = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
};

/** The Timeline step: texts per day, weekdays and the dates (spec 2.11 and 5). */
export const campaignTimelineSchema = z
  .object({
    messagesPerDay: z
      .union([z.number(), z.string()], { error: campaignMessages.messagesPerDayRequired })
      .transform((value) => parseMessagesPerDay(value))
      .refine((value) => value > 0, { error: campaignMessages.messagesPerDayRequired })
      .refine((value) => value === 0 || value >= MIN_MESSAGES_PER_DAY, {
        error: campaignMessages.messagesPerDayMinimum,
      })
      .refine((value) => value <= MAX_MESSAGES_PER_DAY, { error: campaignMessages.messagesPerDayMaximum }),
    daysOfWeek: z
      .string({ error: campaignMessages.weekdaysRequired })
      .max(100)
      .refine((value) => weekdayNumbers(value).length > 0, { error: campaignMessages.weekdaysRequired })
      .refine(
        (value) =>
          value
            .split(',')
            .filter((day) => day.trim() !== '')
            .every((day) => storedWeekdayNames.includes(day.trim() as StoredWeekday)),
        { error: `Week days must be among ${campaignWeekdays.map((day) => day.stored).join(', ')}` },
      )
      .transform((value) =>
        weekdayNumbers(value)
          .filter((day, index, days) => days.indexOf(day) === index)
          .map((day) => storedWeekdayNames[day])
          .join(','),
      ),
    startDate: isoDate(campaignMessages.startDateRequired),
    endDate: isoDate(campaignMessages.endDateRequired),
  })
  .superRefine((timeline, ctx) => {
    if (
      typeof timeline.startDate === 'string' &&
      typeof timeline.endDate === 'string' &&
      isCalendarDate(timeline.startDate) &&
      isCalendarDate(timeline.endDate) &&
      timeline.endDate <= timeline.startDate
    ) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: campaignMessages.endBeforeStart });
    }
  }, everyField);
export type CampaignTimeline = z.output<typeof campaignTimelineSchema>;

/** The Details step's fields. */
export const campaignDetailsSchema = z.object({
  name: z
    .string({ error: campaignMessages.nameRequired })
    .pipe(plainText('Campaign name', 120))
    .refine((value) => value.length > 0, { error: campaignMessages.nameRequired }),
  type: z.enum(campaignTypes, { error: campaignMessages.typeRequired }),
});

const templateIdField = z
  .string({ error: campaignMessages.templateRequired })
  .trim()
  .min(1, { error: campaignMessages.templateRequired })
  .max(100, { error: campaignMessages.templateNotFound });

/**
 * Where a campaign's short links lead when not to each contact's own home page (the default): a page of the
 * sender's, on the web.
 */
export const redirectUrlSchema = z
  .url({ protocol: /^https?$/, error: 'Redirect URL must be an http or https address' })
  .max(2000, { error: 'Redirect URL must be at most 2,000 characters' });

const optionalFields = {
  contactName: plainText('Contact name', 120).optional(),
  redirectUrl: redirectUrlSchema.optional(),
  teamId: z.string().trim().min(1).max(100).optional(),
};

/**
 * POST /campaign: creates a campaign as 'unpaid' (spec 4). Only name and type are required here; a
 * campaign cannot be paid for until it has a template and a timeline.
 */
export const campaignCreateSchema = campaignDetailsSchema.extend({
  templateId: templateIdField.optional(),
  messagesPerDay: z.union([z.number(), z.string()]).optional(),
  daysOfWeek: z.string().max(100).optional(),
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
  ...optionalFields,
});
export type CampaignCreate = z.input<typeof campaignCreateSchema>;

/**
 * PUT /campaign/{id}: the spec sends the whole campaign back. Fields the server owns (id, client,
 * paymentId, the totals, createdDate) are ignored; status may only move as campaignStatusMoves allows.
 */
export const campaignUpdateSchema = z.object({
  name: campaignDetailsSchema.shape.name.optional(),
  type: campaignDetailsSchema.shape.type.optional(),
  templateId: templateIdField.optional(),
  messagesPerDay: z.union([z.number(), z.string()]).optional(),
  daysOfWeek: z.string().max(100).optional(),
  startDate: z.string().max(10).optional(),
  endDate: z.string().max(10).optional(),
  status: z.enum(campaignStatuses, { error: `Status must be one of: ${campaignStatuses.join(', ')}` }).optional(),
  ...optionalFields,
});
export type CampaignUpdate = z.input<typeof campaignUpdateSchema>;

/** Status changes a person may ask for with PUT; payment and sending move the others. */
export const campaignStatusMoves: Partial<Record<CampaignStatus, readonly CampaignStatus[]>> = {
  new: ['archived'],
  active: ['paused', 'archived'],
  started: ['paused', 'archived'],
  paused: ['active', 'archived'],
  complete: ['archived'],
  done: ['archived'],
};

/** The stat cards (spec 2.9): the six totals and the contacts the loan officers starred. */
export const campaignStatKeys = [
  'totalSent',
  'totalContacts',
  'totalActive',
  'totalClicks',
  'totalNonResponsive',
  'totalOptOuts',
  'totalFavorites',
] as const;
export type CampaignStatKey = (typeof campaignStatKeys)[number];
export const campaignStatLabels: Record<CampaignStatKey, string> = {
  totalSent: 'Sent',
  totalContacts: 'Contacts',
  totalActive: 'Active',
  totalClicks: 'Clicks',
  totalNonResponsive: 'Non-responsive',
  totalOptOuts: 'Opt-outs',
  totalFavorites: 'Favorites',
};

export const campaignSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  client: z.string(),
  status: z.enum(campaignStatuses),
  templateId: z.string().nullable(),
  redirectUrl: z.string().nullable(),
  contactName: z.string().nullable(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  daysOfWeek: z.string().nullable(),
  messagesPerDay: z.number().int(),
  paymentId: z.string().nullable(),
  createdDate: z.string(),
  totalContacts: z.number().int(),
  totalSent: z.number().int(),
  totalClicks: z.number().int(),
  totalActive: z.number().int(),
  totalNonResponsive: z.number().int(),
  totalOptOuts: z.number().int(),
  /** Contacts starred by whoever works the campaign (the favourites stat card). */
  totalFavorites: z.number().int(),
  /** Texts the carrier reported delivered / refused or could not deliver. */
  totalDelivered: z.number().int(),
  totalFailed: z.number().int(),
  /** Why the sender paused the campaign by itself (carrier filtering); null otherwise. */
  pauseReason: z.string().nullable(),
  ownerId: z.string(),
  teamId: z.string().nullable(),
  priceCents: z.number().int().nullable(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const campaignListQuerySchema = z.object({
  status: z
    .enum(campaignListFilterNames as [CampaignListFilter, ...CampaignListFilter[]], {
      error: `Status must be one of: ${campaignListFilterNames.join(', ')}`,
    })
    .optional(),
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(100, { error: 'Limit must be at most 100' })
    .default(CAMPAIGN_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
  /** Admins: every campaign (the /admin/campaigns page); ignored for everyone else. */
  scope: z.enum(['mine', 'all']).optional(),
});

/** GET /campaigns: reads results (spec 7), newest first, with the count and the next page's cursor. */
export const campaignListSchema = z.object({
  results: z.array(campaignSchema),
  count: z.number().int(),
  nextCursor: z.string().nullable(),
});
export type CampaignList = z.infer<typeof campaignListSchema>;

/** Adds whole days to a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/**
 * The Timeline forecast: at messagesPerDay on the chosen weekdays from the start date, how many sending
 * days the contacts need and the day the last text goes; fits is false when that day is after the end date.
 */
export function forecastSchedule(input: {
  contacts: number;
  messagesPerDay: number;
  daysOfWeek: string;
  startDate: string;
  endDate: string;
}): { sendingDays: number; finishDate: string | null; fits: boolean; availableDays: number } {
  const days = new Set(weekdayNumbers(input.daysOfWeek));
  const valid =
    input.messagesPerDay > 0 && days.size > 0 && isCalendarDate(input.startDate) && isCalendarDate(input.endDate);
  if (!valid) return { sendingDays: 0, finishDate: null, fits: false, availableDays: 0 };
  const sendingDays = Math.ceil(Math.max(0, input.contacts) / input.messagesPerDay);
  let availableDays = 0;
  for (let date = input.startDate; date <= input.endDate; date = addDays(date, 1)) {
    if (days.has(new Date(`${date}T00:00:00Z`).getUTCDay())) availableDays += 1;
  }
  if (sendingDays === 0) return { sendingDays, finishDate: input.startDate, fits: true, availableDays };
  let counted = 0;
  let date = input.startDate;
  // Bounded: at most 7 calendar days per sending day.
  for (let step = 0; step < sendingDays * 7 + 7; step += 1, date = addDays(date, 1)) {
    if (days.has(new Date(`${date}T00:00:00Z`).getUTCDay())) counted += 1;
    if (counted === sendingDays) break;
  }
  return { sendingDays, finishDate: date, fits: date <= input.endDate, availableDays };
}

/** Campaign contact statuses (spec 4). */
export const contactStatuses = [
  'New',
  'Sent',
  'Active',
  'ClickThrough',
  'OptOut',
  'NonResponsive',
  'DoNotCall',
  'NewMessage',
] as const;
export type ContactStatus = (typeof contactStatuses)[number];

/** Which contacts a tab lists: one status (null: any), and only the starred ones or not. */
export interface ContactFilter {
  status: ContactStatus | null;
  starred: boolean;
}

/**
 * The campaign page's contact tabs (spec 2.10), then the ones the stat cards link to: the non-responsive
 * contacts and the favourites (starred).
 */
export const contactTabs = {
  all: { status: null, starred: false },
  active: { status: 'Active', starred: false },
  clickThrough: { status: 'ClickThrough', starred: false },
  sent: { status: 'Sent', starred: false },
  optOut: { status: 'OptOut', starred: false },
  nonResponsive: { status: 'NonResponsive', starred: false },
  favorites: { status: null, starred: true },
} as const satisfies Record<string, ContactFilter>;
export type ContactTab = keyof typeof contactTabs;
export const contactTabNames = Object.keys(contactTabs) as ContactTab[];

/** The contacts each stat card links to. */
export const campaignStatTabs: Record<CampaignStatKey, ContactTab> = {
  totalSent: 'sent',
  totalContacts: 'all',
  totalActive: 'active',
  totalClicks: 'clickThrough',
  totalNonResponsive: 'nonResponsive',
  totalOptOuts: 'optOut',
  totalFavorites: 'favorites',
};
export const CONTACT_PAGE_SIZE = 50;

export const campaignContactSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zip: z.string().nullable(),
  status: z.enum(contactStatuses),
  refId: z.string().nullable(),
  /** Starred by someone working the campaign (shared by all of them). */
  starred: z.boolean(),
  /**
   * Why the campaign's text was not sent to this contact: reassigned (the number changed hands since consent),
   * landline, opted-out, schedule-ended... (contactSkipReasonLabel in the web app); null or absent otherwise.
   */
  skipReason: z.string().nullable().optional(),
});
export type CampaignContact = z.infer<typeof campaignContactSchema>;

/** The spec's lastKey: the last contact of the page before (its id and campaignId). */
export const contactLastKeySchema = z.object({ id: z.string(), campaignId: z.string() });

/**
 * GET /campaign/{id}/contacts?limit=50&status=&id=&campaignId=: contacts sorted by first name, 50 a page;
 * status is a tab (all when absent); id and campaignId are the previous page's lastKey.
 */
export const campaignContactsQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(200, { error: 'Limit must be at most 200' })
    .default(CONTACT_PAGE_SIZE),
  status: z
    .enum(contactTabNames as [ContactTab, ...ContactTab[]], {
      error: `Status must be one of: ${contactTabNames.join(', ')}`,
    })
    .default('all'),
  id: z.string().min(1).max(100).optional(),
  campaignId: z.string().min(1).max(100).optional(),
});
export const campaignContactsReplySchema = z.object({
  results: z.array(campaignContactSchema),
  lastKey: contactLastKeySchema.nullable(),
});
export type CampaignContactsPage = z.infer<typeof campaignContactsReplySchema>;

/** PUT /campaign/contact/{contactId}/star: star or unstar a contact; answers the contact. */
export const contactStarSchema = z.object({
  starred: z.boolean({ error: 'starred must be true or false' }),
});
export type ContactStar = z.infer<typeof contactStarSchema>;

/** GET /campaign/texting-access: whether the caller may make, pay for and launch campaigns and type replies. */
export const textingAccessSchema = z.object({ mayText: z.boolean() });
export type TextingAccess = z.infer<typeof textingAccessSchema>;
