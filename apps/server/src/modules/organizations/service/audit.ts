import type { AuditAction } from '@roost/domain';
import type { Tx } from '../../../platform/db/types';
import { recordAudit } from '../../event-log';
import type { TeamRow, TeamUserRow } from '../repo';
import type { Actor } from './deps';

const organizationIdOf = (team: Pick<TeamRow, 'id' | 'parentId'>) => team.parentId ?? team.id;

/** A team (organization or branch) deleted, with how many people were listed in it and its branches. */
export function auditTeamDeleted(tx: Tx, actor: Actor, team: TeamRow, cascade: boolean, listed: number) {
  return recordAudit(tx, {
    actor: actor.user,
    action: 'team.deleted',
    target: { type: 'team', id: team.id, label: team.name },
    organizationId: organizationIdOf(team),
    details: { teamType: team.type, cascade, accountsListed: listed },
  });
}

/** A person listed in a team: removed, or given another role. Named by name and e-mail, as admins know them. */
export function auditMember(
  tx: Tx,
  actor: Actor,
  member: TeamUserRow,
  team: TeamRow,
  action: Extract<AuditAction, 'member.removed' | 'role.changed'>,
  details: Record<string, string | number | null>,
) {
  return recordAudit(tx, {
    actor: actor.user,
    action,
    target: { type: 'member', id: member.id, label: `${member.name} <${member.email}>` },
    organizationId: organizationIdOf(team),
    details: { team: team.name, ...details },
  });
}
