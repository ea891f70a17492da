import { teamUserSchema, type TeamUser, type TeamUserUpdate } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamUser } from './invalidate-teams';
import { teamKeys } from './team-keys';

/** PUT {site}/team/user/{id}: a member's or partner's details (the e-mail cannot change). */
export async function updateTeamUser(id: string, update: TeamUserUpdate): Promise<TeamUser> {
  const reply = await apiRequest('site', `/team/user/${encodeURIComponent(id)}`, { method: 'PUT', body: update });
  return teamUserSchema.parse(reply);
}

export function useUpdateTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, update }: { id: string; update: TeamUserUpdate }) => updateTeamUser(id, update),
    onSuccess: async (teamUser) => {
      queryClient.setQueryData(teamKeys.teamUser(teamUser.id), teamUser);
      await invalidateTeamUser(queryClient, teamUser);
    },
  });
}
