import { teamSchema, type Team, type TeamRequest } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeam } from './invalidate-teams';

/** PUT {site}/team/{id}: an organization's or branch's details. */
export async function updateTeam(id: string, team: TeamRequest): Promise<Team> {
  return teamSchema.parse(await apiRequest('site', `/team/${encodeURIComponent(id)}`, { method: 'PUT', body: team }));
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, team }: { id: string; team: TeamRequest }) => updateTeam(id, team),
    onSuccess: (team) => invalidateTeam(queryClient, team),
  });
}
