import { teamSchema, type Team, type TeamRequest } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeam } from './invalidate-teams';

/** POST {site}/team: a new organization, or a branch of one (parentId). */
export async function createTeam(team: TeamRequest): Promise<Team> {
  return teamSchema.parse(await apiRequest('site', '/team', { method: 'POST', body: team }));
}

export function useCreateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeam,
    onSuccess: (team) => invalidateTeam(queryClient, team),
  });
}
