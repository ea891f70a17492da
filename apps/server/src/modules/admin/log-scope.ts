import type { Db } from '../../platform/db/types';
import type { SessionUser } from '../../plugins/access';
import { teamReachOf } from '../organizations';

/**
 * The organizations whose audit entries the caller may read at /admin/logs: all of the log (undefined) for
 * a superadmin; for anyone else the organizations they administer by membership (decision 007: the role
 * string only shows the page, it grants no records). The reach's managed teams also hold branches a person
 * manages; entries name organizations only, so a branch id matches nothing.
 */
export async function logScopeOf(db: Db, caller: SessionUser): Promise<readonly string[] | undefined> {
  if (caller.roles.includes('superadmin')) return undefined;
  return (await teamReachOf(db, caller.id)).managedTeamIds;
}
