import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import { addRateLimitHit, deleteRateLimitWindowsBefore } from '../rate-limit-repo';

export interface RateLimitRule {
  /** What is limited, e.g. "sign-in:address". */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * Counts a hit for each (rule, key) in the database, so every server process shares the count, and
 * refuses with 429 once any rule's window is full, saying when the window ends (Retry-After).
 */
export async function enforceRateLimits(
  db: Db,
  checks: { rule: RateLimitRule; key: string | undefined }[],
  message: string,
  now = new Date(),
): Promise<void> {
  for (const { rule, key } of checks) {
    if (!key) continue;
    const windowMs = rule.windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
    const hits = await addRateLimitHit(db, `${rule.name}:${key.toLowerCase()}`, windowStart);
    if (hits > rule.limit) {
      const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
      throw new AppError('RATE_LIMITED', message, undefined, { retryAfterSeconds });
    }
  }
}

/** Drops windows that ended long ago; run now and then by the scheduler. */
export function pruneRateLimits(db: Db, now = new Date()) {
  return deleteRateLimitWindowsBefore(db, new Date(now.getTime() - 24 * 3600 * 1000));
}
