import { z } from 'zod';
import { toE164 } from './phone';
import { requiredText } from './text';

/**
 * Privacy requests (the California rights to know and to delete): a person downloads or erases their own account;
 * an organization's admins answer a campaign contact's request, within 45 days of receiving it.
 */
export const PRIVACY_RESPONSE_DAYS = 45;
export const PRIVACY_PASSWORD_MAX_LENGTH = 128;

export const privacyTexts = {
  passwordRequired: 'Password is required',
  passwordWrong: 'The password is not right',
  identifierRequired: 'Phone or e-mail is required',
  identifierInvalid: 'Enter a US phone number or an e-mail address',
  receivedDateInvalid: 'Received must be a date',
  receivedDateInFuture: 'Received must not be in the future',
  requestNotFound: 'No such privacy request',
  organizationNotFound: 'No such organization',
  onlyDeleteErases: 'Only a request to delete erases data',
  alreadyErased: 'This request has been answered: its data was erased',
} as const;

export const privacyRequestKinds = ['know', 'delete'] as const;
export type PrivacyRequestKind = (typeof privacyRequestKinds)[number];
export const privacyRequestKindNames: Record<PrivacyRequestKind, string> = {
  know: 'Know (a copy of the data)',
  delete: 'Delete',
};
export const privacyIdentifierKinds = ['phone', 'email'] as const;
export type PrivacyIdentifierKind = (typeof privacyIdentifierKinds)[number];
export const privacyRequestStatuses = ['open', 'completed'] as const;

/** DELETE /user/{id}: the account's password confirms the erasure. */
export const accountDeleteSchema = z.object({
  password: z
    .string({ error: privacyTexts.passwordRequired })
    .min(1, { error: privacyTexts.passwordRequired })
    .max(PRIVACY_PASSWORD_MAX_LENGTH, { error: `Password must be at most ${PRIVACY_PASSWORD_MAX_LENGTH} characters` }),
});
export type AccountDelete = z.infer<typeof accountDeleteSchema>;

/** Everything held about someone: sections by module, each a JSON object of named parts. */
export const personalDataExportSchema = z.object({
  exportedAt: z.string(),
  data: z.record(z.string(), z.record(z.string(), z.unknown())),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

const emailShape = z.email();

/** A phone number (any common US shape, kept as E.164) or an e-mail address (kept in lower case). */
export const privacyIdentifierSchema = z
  .string({
    error: (issue) => (issue.input === undefined ? privacyTexts.identifierRequired : 'Identifier must be text'),
  })
  .trim()
  .min(1, { error: privacyTexts.identifierRequired })
  .max(254, { error: 'Identifier must be at most 254 characters' })
  .transform((value, ctx) => {
    if (value.includes('@')) {
      const email = value.toLowerCase();
      if (emailShape.safeParse(email).success) return { kind: 'email' as const, value: email };
    } else {
      const phone = toE164(value);
      if (phone) return { kind: 'phone' as const, value: phone };
    }
    ctx.addIssue({ code: 'custom', message: privacyTexts.identifierInvalid });
    return z.NEVER;
  });

/** A calendar day as YYYY-MM-DD, the UTC day of `now`. */
export const calendarDay = (now: Date) => now.toISOString().slice(0, 10);

/** The day a request received on `receivedDate` must be answered by: 45 days later. */
export function privacyDueDate(receivedDate: string): string {
  const day = new Date(`${receivedDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + PRIVACY_RESPONSE_DAYS);
  return calendarDay(day);
}

/** Whole days from `today` to the due date; negative when it is overdue. */
export function privacyDaysLeft(dueDate: string, today: string): number {
  return Math.round((Date.parse(`${dueDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

export const privacyRequestCreateSchema = z.object({
  kind: z.enum(privacyRequestKinds, { error: 'Kind must be know or delete' }),
  identifier: privacyIdentifierSchema,
  requestedBy: requiredText('Requested by', 250),
  receivedDate: z.iso
    .date({ error: privacyTexts.receivedDateInvalid })
    // A day ahead of UTC is still today somewhere (the admin's own calendar).
    .refine((day) => day <= calendarDay(new Date(Date.now() + 86_400_000)), {
      error: privacyTexts.receivedDateInFuture,
    }),
});
export type PrivacyRequestCreate = z.input<typeof privacyRequestCreateSchema>;

export const privacyRequestSchema = z.object({
  id: z.string(),
  organizationId: z.string(),
  kind: z.enum(privacyRequestKinds),
  identifierKind: z.enum(privacyIdentifierKinds),
  /** The phone or e-mail; masked once the data it named was erased. */
  identifier: z.string(),
  requestedBy: z.string(),
  receivedDate: z.string(),
  dueDate: z.string(),
  /** Days until the due date (negative: overdue); null once answered. */
  daysLeft: z.number().int().nullable(),
  status: z.enum(privacyRequestStatuses),
  completedAt: z.string().nullable(),
  createdDate: z.string(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

export const privacyRequestsSchema = z.object({ organizationName: z.string(), results: z.array(privacyRequestSchema) });
export type PrivacyRequests = z.infer<typeof privacyRequestsSchema>;

/** What an erasure changed, by module and kind of record (counts only). */
export const privacyEraseReplySchema = z.object({
  request: privacyRequestSchema,
  erased: z.record(z.string(), z.number()),
});
export type PrivacyEraseReply = z.infer<typeof privacyEraseReplySchema>;

/** An e-mail address as a log or an answered request may show it: the first letter and the domain. */
export function maskedEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
