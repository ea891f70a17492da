import { campaignContactSchema, inboxThreadSchema } from '@roost/domain';
import type { z } from 'zod';

/**
 * The inbox thread as the page reads it: the contract's, and the contact's record when the server sends one (the
 * property figures need the contact's address; the contract names only its contactId).
 */
export const inboxThreadViewSchema = inboxThreadSchema.extend({ contact: campaignContactSchema.nullish() });
export type InboxThreadView = z.infer<typeof inboxThreadViewSchema>;
