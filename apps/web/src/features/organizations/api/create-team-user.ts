import { teamUserSchema, type TeamUser, type TeamUserRequest } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { invalidateTeamUser } from './invalidate-teams';

/**
 * POST {site}/team/user: a team member (teamId) or a loan officer's assistant or partner (parentId).
 * The server links the person's account, or makes one and sends a welcome e-mail.
 */
export async function createTeamUser(teamUser: TeamUserRequest): Promise<TeamUser> {
  return teamUserSchema.parse(await apiRequest('site', '/team/user', { method: 'POST', body: teamUser }));
}

export function useCreateTeamUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTeamUser,
    onSuccess: (teamUser) => invalidateTeamUser(queryClient, teamUser),
  });
}
