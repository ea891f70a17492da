import type { TeamUser } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamUser } from './invalidate-teams';
import { teamKeys } from './team-keys';

/** DELETE {site}/team/user/{id}: removes a member or partner from the team. */
export async function deleteTeamUser(id: string): Promise<void> {
  await apiRequest('site', `/team/user/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (teamUser: TeamUser) => deleteTeamUser(teamUser.id),
    onSuccess: async (_reply, teamUser) => {
      queryClient.removeQueries({ queryKey: teamKeys.teamUser(teamUser.id), exact: true });
      await invalidateTeamUser(queryClient, teamUser);
    },
  });
}
