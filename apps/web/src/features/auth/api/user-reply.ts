import { userRecordSchema, type UserRecord } from '@roost/domain';
import { z } from 'zod';

/** The reply of the requests that sign someone in or change their record: `{ user }`. */
const userReplySchema = z.object({ user: userRecordSchema });

export function parseUserReply(reply: unknown): UserRecord {
  return userReplySchema.parse(reply).user;
}
