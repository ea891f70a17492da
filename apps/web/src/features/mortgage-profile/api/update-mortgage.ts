import { userMortgageSchema, type UserMortgage, type UserMortgageInput } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSavedMortgage } from './mortgage-cache';

/** PUT {user}/user/mortgage/{id}: the whole mortgage. */
export async function updateMortgage(id: string, mortgage: UserMortgageInput): Promise<UserMortgage> {
  const reply = await apiRequest('user', `/user/mortgage/${encodeURIComponent(id)}`, { method: 'PUT', body: mortgage });
  return userMortgageSchema.parse(reply);
}

export function useUpdateMortgage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, mortgage }: { id: string; mortgage: UserMortgageInput }) => updateMortgage(id, mortgage),
    onSuccess: (saved) => rememberSavedMortgage(queryClient, userId, saved),
  });
}
