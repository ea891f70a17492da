import type { Team } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeam } from './invalidate-teams';
import { teamKeys } from './team-keys';

/**
 * DELETE {site}/team/{id}: refused with 409 while the team has branches or members, unless `cascade`
 * (?confirm=cascade), which deletes them with it.
 */
export async function deleteTeam(id: string, cascade: boolean): Promise<void> {
  const query = cascade ? '?confirm=cascade' : '';
  await apiRequest('site', `/team/${encodeURIComponent(id)}${query}`, { method: 'DELETE' });
}

export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ team, cascade }: { team: Team; cascade: boolean }) => deleteTeam(team.id, cascade),
    onSuccess: async (_reply, { team }) => {
      queryClient.removeQueries({ queryKey: teamKeys.team(team.id) });
      await invalidateTeam(queryClient, team);
    },
  });
}
