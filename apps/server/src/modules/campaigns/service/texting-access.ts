import { campaignMessages } from '@roost/domain';
import { AppError } from '../../../errors';
import type { Db } from '../../../platform/db/types';
import { mayTextFor, organizationOfTeam } from '../../organizations';
import type { Caller } from './deps';

/**
 * Whether the caller may text for a campaign of this team: an admin may; anyone else needs a membership with
 * texting on (canText) in the team's organization, or, for a campaign of no team, in any organization. A
 * homeowner who signed up (role user only) belongs to none and may not.
 */
export async function mayText(db: Db, caller: Caller, teamId: string | null | undefined): Promise<boolean> {
  if (caller.roles.includes('admin') || caller.roles.includes('superadmin')) return true;
  const organizationId = teamId ? await organizationOfTeam(db, teamId) : null;
  return mayTextFor(db, caller.id, organizationId);
}

/** Refuses (403 TEXTING_NOT_ALLOWED) whatever would text: making, paying for, launching or resuming a campaign. */
export async function assertMayText(db: Db, caller: Caller, teamId: string | null | undefined): Promise<void> {
  if (!(await mayText(db, caller, teamId)))
    throw new AppError('TEXTING_NOT_ALLOWED', campaignMessages.textingNotAllowed);
}
