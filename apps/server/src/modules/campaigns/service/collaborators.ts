import type { Collaborator, CollaboratorOptions } from '@roost/domain';
import type { Db } from '../../../platform/db/types';
import { AppError } from '../../../errors';
import { collaboratorOptionsFor } from '../../organizations';
import { collaboratorsOf, replaceCollaborators } from '../repo';
import type { Caller } from './deps';
import { ownedCampaign, visibleCampaign } from './reach';

/** GET /campaign/collaborators/options: people and branches of the caller's teams (each person once). */
export function collaboratorOptions(db: Db, caller: Caller): Promise<CollaboratorOptions> {
  return collaboratorOptionsFor(db, caller.id);
}

/** POST /campaign/collaborators/import: sets the campaign's collaborators, each from the owner's teams. */
export async function importCollaborators(
  db: Db,
  caller: Caller,
  campaignId: string,
  collaborators: Collaborator[],
): Promise<Collaborator[]> {
  const campaign = await ownedCampaign(db, caller, campaignId);
  const options = await collaboratorOptionsFor(db, campaign.ownerId);
  const names = new Map<string, string>([
    ...options.users.map((user) => [`individual:${user.id}`, user.name] as const),
    ...options.branches.map((branch) => [`branch:${branch.id}`, branch.name] as const),
  ]);
  const unknown = collaborators.find((collaborator) => !names.has(`${collaborator.type}:${collaborator.id}`));
  if (unknown)
    throw new AppError(
      'UNKNOWN_COLLABORATOR',
      `${unknown.name || 'A collaborator'} is not in the campaign owner's teams`,
    );
  await replaceCollaborators(
    db,
    campaignId,
    collaborators.map((collaborator) => ({
      collaboratorId: collaborator.id,
      name: names.get(`${collaborator.type}:${collaborator.id}`)!,
      type: collaborator.type,
    })),
  );
  return campaignCollaborators(db, caller, campaignId);
}

export async function campaignCollaborators(db: Db, caller: Caller, campaignId: string): Promise<Collaborator[]> {
  await visibleCampaign(db, caller, campaignId);
  return (await collaboratorsOf(db, campaignId)).map((row) => ({
    id: row.collaboratorId,
    name: row.name,
    type: row.type,
  }));
}
