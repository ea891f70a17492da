import { userMortgageSchema, type UserMortgage, type UserMortgageInput } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { rememberSavedMortgage } from './mortgage-cache';

/** POST {user}/user/mortgage: the spec's body, the person's own id included. */
export async function createMortgage(userId: string, mortgage: UserMortgageInput): Promise<UserMortgage> {
  const reply = await apiRequest('user', '/user/mortgage', { method: 'POST', body: { userId, ...mortgage } });
  return userMortgageSchema.parse(reply);
}

export function useCreateMortgage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (mortgage: UserMortgageInput) => createMortgage(userId, mortgage),
    onSuccess: (saved) => rememberSavedMortgage(queryClient, userId, saved),
  });
}
