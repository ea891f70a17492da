import * as z from 'zod/mini';

// zod/mini, apart from auth.ts: every page reads the session (GET /api/auth/session) at start, and zod/mini's
// functions are shaken down to what these schemas use (a few KiB), where classic zod's methods weigh about 30 KiB.
// This file also pulls in no form rules (the phone parser among them): code every visitor would download before the
// first page shows.

export const userStatuses = ['active', 'reset', 'confirm', 'delete'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** A user as the user service answers it (spec: userId/id, role as a comma-separated string). */
export const userRecordSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.nullable(z.string()),
  status: z.enum(userStatuses),
  role: z.string(),
  roles: z.array(z.string()),
  textUpdates: z.boolean(),
  textUpdatesConsentAt: z.nullable(z.string()),
  createdDate: z.string(),
});
export type UserRecord = z.infer<typeof userRecordSchema>;

/** GET /api/auth/session */
export const sessionReplySchema = z.object({ user: z.nullable(userRecordSchema) });
export type SessionReply = z.infer<typeof sessionReplySchema>;

/** POST /api/auth/confirm, /sign-in and /change-password: the person now signed in. */
export const signedInReplySchema = z.object({ user: userRecordSchema });

/** POST /api/auth/sign-up: the account waits for the e-mailed code. */
export const signUpReplySchema = z.object({ email: z.string(), status: z.literal('confirm') });

/** The identity calls that only say they were done (resend-code, sign-out, forgot- and reset-password). */
export const okReplySchema = z.object({ ok: z.literal(true) });

/** POST /api/core/core/log: the id of the event written. */
export const coreLogWrittenSchema = z.object({ id: z.string() });
