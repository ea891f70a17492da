import { personalDataExportSchema, type PersonalDataExport } from '@roost/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {user}/user/{id}/data: everything Roost holds about the signed-in person, as JSON. */
export async function downloadAccountData(userId: string): Promise<PersonalDataExport> {
  return personalDataExportSchema.parse(await apiRequest('user', `/user/${encodeURIComponent(userId)}/data`));
}

export function useDownloadAccountData(userId: string) {
  return useMutation({ mutationFn: () => downloadAccountData(userId) });
}
