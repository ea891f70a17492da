import { z } from 'zod';

/**
 * GET/PUT {notifications}/reply-notices: whether a contact's reply to the person's campaign texts is e-mailed to
 * them. The reply is this small shape; the domain package has no schema for it yet.
 */
export const replyNoticesSchema = z.object({ enabled: z.boolean() });
export type ReplyNotices = z.infer<typeof replyNoticesSchema>;

export const replyNoticesKey = ['notifications', 'reply-notices'] as const;
