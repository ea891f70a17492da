import { collaboratorOptionsSchema, type CollaboratorOptions } from '@roost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET {site}/campaign/collaborators/options: the people and branches of the teams the person belongs to. */
export const collaboratorOptionsQuery = queryOptions({
  queryKey: ['site', 'campaign', 'collaborator-options'],
  queryFn: async ({ signal }): Promise<CollaboratorOptions> =>
    collaboratorOptionsSchema.parse(await apiRequest('site', '/campaign/collaborators/options', { signal })),
});

export function useCollaboratorOptions(options: { enabled?: boolean } = {}) {
  return useQuery({ ...collaboratorOptionsQuery, enabled: options.enabled ?? true });
}
