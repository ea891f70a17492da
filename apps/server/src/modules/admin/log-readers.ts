import type { AdminLogsPage } from '@roost/domain';
import type { Db } from '../../platform/db/types';
import type { SessionUser } from '../../plugins/access';
import { teamReachOf } from '../organizations';
import { accountEmails } from '../user';

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

/** Entries whose actor was recorded by id only are named by the account's e-mail now. */
export async function withActorLabels(db: Db, page: AdminLogsPage): Promise<AdminLogsPage> {
  const unnamed = page.logs.flatMap((log) => (log.actor && log.actor.label === null ? [log.actor.id] : []));
  if (unnamed.length === 0) return page;
  const emails = await accountEmails(db, unnamed);
  return {
    ...page,
    logs: page.logs.map((log) =>
      log.actor && log.actor.label === null
        ? { ...log, actor: { id: log.actor.id, label: emails.get(log.actor.id) ?? null } }
        : log,
    ),
  };
}
