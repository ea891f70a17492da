import { z } from 'zod';

// Apart from auth.ts: every page reads the session (GET /api/auth/session) at start, and this file pulls in no
// form rules (the phone parser among them), so the web app's first load does not carry them: they
// are code every visitor would download before the first page shows.

export const userStatuses = ['active', 'reset', 'confirm', 'delete'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A user as the user service answers it (spec: userId/id, role as a comma-separated string). */
export const userRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(userStatuses),
  role: z.string(),
  roles: z.array(z.string()),
  textUpdates: z.boolean(),
  textUpdatesConsentAt: z.string().nullable(),
  createdDate: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** GET /api/auth/session */
export const sessionReplySchema = z.object({ user: userRecordSchema.nullable() });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** POST /api/auth/confirm, /sign-in and /change-password: the person now signed in. */
export const signedInReplySchema = z.object({ user: userRecordSchema });

/** POST /api/auth/sign-up: the account waits for the e-mailed code. */
export const signUpReplySchema = z.object({ email: z.string(), status: z.literal('confirm') });

/** The identity calls that only say they were done (resend-code, sign-out, forgot- and reset-password). */
export const okReplySchema = z.object({ ok: z.literal(true) });

/** POST /api/core/core/log: the id of the event written. */
export const coreLogWrittenSchema = z.object({ id: z.string() });
