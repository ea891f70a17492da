import { campaignEndDate } from '../../campaigns';
import type { Db, Tx } from '../../../platform/db/types';

/** How long a campaign's links keep working after its last sending day. */
export const LINK_DAYS_AFTER_CAMPAIGN = 90;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * When a campaign's links stop opening: 90 full days after its end date has ended in every US time zone (two days
 * past the date's start in UTC, then the 90). A campaign without an end date keeps its links.
 */
export function linksExpireAt(endDate: string | null): Date | undefined {
  if (!endDate) return undefined;
  const start = Date.parse(`${endDate}T00:00:00Z`);
  return Number.isNaN(start) ? undefined : new Date(start + (LINK_DAYS_AFTER_CAMPAIGN + 2) * DAY_MS);
}

/** Whether a campaign's link no longer opens at `now`: it then leads to the generic site and tells nothing. */
export async function campaignLinkExpired(db: Db | Tx, campaignId: string, now: Date): Promise<boolean> {
  const expiresAt = linksExpireAt(await campaignEndDate(db, campaignId));
  return expiresAt !== undefined && now >= expiresAt;
}
