import { z } from 'zod';
import { userRecordSchema, userStatuses } from './user-record';
import { auditTargetTypes } from './audit';
import { roles } from './roles';
import { plainText } from './text';

/**
 * The admin area's contract (professional spec 2.2 and 6): the dashboard counts and the paged lists of
 * users, stored property records and the core log. Lists page by an opaque keyset cursor, newest first,
 * so a deep page costs what the first one does.
 */

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_SEARCH_MAX_LENGTH = 100;

/** Where the next page starts; the server makes it, the client only hands it back. */
export const pageCursor = z
  .string({ error: 'Cursor must be text' })
  .max(400, { error: 'Cursor is not valid' })
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'Cursor is not valid' });

const pageSize = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'Limit must be a number' })
    .int({ error: 'Limit must be a whole number' })
    .min(1, { error: 'Limit must be at least 1' })
    .max(max, { error: `Limit must be at most ${max}` })
    .default(fallback);

/** What an admin typed to find a record; empty means no search. */
export const adminSearch = plainText('Search', ADMIN_SEARCH_MAX_LENGTH)
  .optional()
  .transform((value) => (value ? value : undefined));

const pageReply = { hasMore: z.boolean(), nextCursor: z.string().nullable() };

/** The shape of every paged admin reply besides its list. */
export interface AdminPage {
  hasMore: boolean;
  nextCursor: string | null;
}

// ---- dashboard ----

/**
 * The dashboard's counts. Organizations and campaigns are null until their modules supply a count,
 * so a page can tell "none yet" (0) from "not counted here yet" (null).
 */
export const adminCountsSchema = z.object({
  users: z.number().int().nonnegative(),
  organizations: z.number().int().nonnegative().nullable(),
  addresses: z.number().int().nonnegative(),
  leads: z.number().int().nonnegative(),
  campaigns: z.number().int().nonnegative().nullable(),
});
export type AdminCounts = z.infer<typeof adminCountsSchema>;
export type AdminCountName = keyof AdminCounts;

/** GET /api/core/admin/summary */
export const adminSummarySchema = z.object({ counts: adminCountsSchema });
export type AdminSummary = z.infer<typeof adminSummarySchema>;

// ---- users ----

/**
 * GET /api/user/users: `limit` stays the page size (200 when left out, as before), `cursor` asks for
 * the page after, `search` matches part of the name, e-mail or phone.
 */
export const usersPageQuerySchema = z.object({
  limit: pageSize(1000, 200),
  cursor: pageCursor.optional(),
  search: adminSearch,
});
export type UsersPageQuery = z.input<typeof usersPageQuerySchema>;

export const usersPageSchema = z.object({ users: z.array(userRecordSchema), ...pageReply });
export type UsersPage = z.infer<typeof usersPageSchema>;

/** The admin's Edit access dialog: the roles and status of one account (PUT /api/user/user/{id}). */
export const userAccessFormSchema = z.object({
  roles: z
    .array(z.enum(roles, { error: `Roles must be drawn from: ${roles.join(', ')}` }))
    .min(1, { error: 'Choose at least one role' }),
  status: z.enum(userStatuses, { error: `Status must be one of: ${userStatuses.join(', ')}` }),
});
export type UserAccessForm = z.infer<typeof userAccessFormSchema>;

// ---- stored property records ----

/** GET /api/core/admin/addresses */
export const adminAddressesQuerySchema = z.object({
  limit: pageSize(100, ADMIN_DEFAULT_PAGE_SIZE),
  cursor: pageCursor.optional(),
  search: adminSearch,
});
export type AdminAddressesQuery = z.input<typeof adminAddressesQuerySchema>;

/** A stored property record as the admin list shows it; money in dollars as stored. */
export const adminAddressSchema = z.object({
  id: z.string(),
  address: z.string(),
  estimate: z.number().nullable(),
  loanBalance: z.number().nullable(),
  /** 'sample' (the embedded dataset) or the provider the figures came from. */
  source: z.string(),
  createdDate: z.string(),
});
export type AdminAddress = z.infer<typeof adminAddressSchema>;

export const adminAddressesPageSchema = z.object({ addresses: z.array(adminAddressSchema), ...pageReply });
export type AdminAddressesPage = z.infer<typeof adminAddressesPageSchema>;

// ---- core log ----

const logName = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(100, { error: `${label} must be at most 100 characters` })
    .regex(/^[A-Za-z0-9_.:]*$/, { error: `${label} holds letters, digits, '_', '.' and ':' only` })
    .optional()
    .transform((value) => (value ? value : undefined));

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time such as 2026-01-31T00:00:00Z` })
    .refine((value) => {
      const year = new Date(value).getUTCFullYear();
      return year >= 1970 && year <= 9999;
    }, `${label} must be between 1970 and 9999`)
    .optional();

/** GET /api/core/admin/logs: `from` is inclusive, `to` exclusive. */
export const adminLogsQuerySchema = z
  .object({
    limit: pageSize(100, ADMIN_DEFAULT_PAGE_SIZE),
    cursor: pageCursor.optional(),
    source: logName('Source'),
    action: logName('Action'),
    targetType: z
      .enum(auditTargetTypes, { error: `Target type must be one of: ${auditTargetTypes.join(', ')}` })
      .optional(),
    /** Who acted: their user id or their e-mail as recorded. */
    actor: z
      .string({ error: 'Actor must be text' })
      .trim()
      .max(254, { error: 'Actor must be at most 254 characters' })
      .regex(/^[^\s<>"'`]*$/, { error: 'Actor is a user id or an e-mail address' })
      .optional()
      .transform((value) => (value ? value : undefined)),
    from: instant('From'),
    to: instant('To'),
  })
  .refine((query) => !query.from || !query.to || Date.parse(query.from) < Date.parse(query.to), {
    path: ['to'],
    error: 'To must be after From',
  });
export type AdminLogsQuery = z.input<typeof adminLogsQuerySchema>;

/** One key of a log entry's data, its value as text; secrets are replaced by HIDDEN_VALUE. */
export const logDataEntrySchema = z.object({ key: z.string(), value: z.string() });
export type LogDataEntry = z.infer<typeof logDataEntrySchema>;
export const HIDDEN_VALUE = '[hidden]';

/** Who did it: a user id, with their e-mail or name as known when they acted (null when it was not). */
export const auditActorSchema = z.object({ id: z.string(), label: z.string().nullable() });
/** What it was done to. */
export const auditTargetSchema = z.object({ type: z.string(), id: z.string(), label: z.string().nullable() });

export const adminLogSchema = z.object({
  id: z.string(),
  source: z.string(),
  action: z.string(),
  createdAt: z.string(),
  /** Audit entries only: null for other events and for what the system did by itself. */
  actor: auditActorSchema.nullable(),
  target: auditTargetSchema.nullable(),
  organizationId: z.string().nullable(),
  data: z.array(logDataEntrySchema),
});
export type AdminLog = z.infer<typeof adminLogSchema>;

export const adminLogsPageSchema = z.object({ logs: z.array(adminLogSchema), ...pageReply });
export type AdminLogsPage = z.infer<typeof adminLogsPageSchema>;

/** GET /api/core/admin/logs/filters: the sources, actions and target types the log holds, for the filter lists. */
export const adminLogFiltersSchema = z.object({
  sources: z.array(z.string()),
  actions: z.array(z.string()),
  targetTypes: z.array(z.string()),
});
export type AdminLogFilters = z.infer<typeof adminLogFiltersSchema>;

/** The Logs page's filter form: dates as the date inputs give them (YYYY-MM-DD), the range inclusive. */
export const logFilterFormSchema = z
  .object({
    source: z.string(),
    action: z.string(),
    targetType: z.union([z.literal(''), z.enum(auditTargetTypes)]),
    actor: z
      .string()
      .trim()
      .max(254, { error: 'Actor must be at most 254 characters' })
      .regex(/^[^\s<>"'`]*$/, { error: 'Actor is a user id or an e-mail address' }),
    fromDate: z.union([z.literal(''), z.iso.date({ error: 'From must be a date' })]),
    toDate: z.union([z.literal(''), z.iso.date({ error: 'To must be a date' })]),
  })
  .refine((form) => !form.fromDate || !form.toDate || form.fromDate <= form.toDate, {
    path: ['toDate'],
    error: 'To must not be before From',
  });
export type LogFilterForm = z.infer<typeof logFilterFormSchema>;

/** The admin lists' search box. */
export const adminSearchFormSchema = z.object({ search: plainText('Search', ADMIN_SEARCH_MAX_LENGTH) });
export type AdminSearchForm = z.infer<typeof adminSearchFormSchema>;
