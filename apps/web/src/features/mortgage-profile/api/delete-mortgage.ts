import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { forgetMortgage } from './mortgage-cache';

/** DELETE {user}/user/mortgage/{id}. */
export async function deleteMortgage(id: string): Promise<void> {
  await apiRequest('user', `/user/mortgage/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteMortgage(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteMortgage(id),
    onSuccess: (_nothing, id) => forgetMortgage(queryClient, userId, id),
  });
}
