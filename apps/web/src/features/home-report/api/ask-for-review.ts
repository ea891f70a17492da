import { leadSchema, type HomeReport, type Lead } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { homeReportKeys, homeReportPath } from './get-home-report';

/** POST {site}/home-report/{linkId}/review with {}: one lead per link; asking again answers the same lead. */
export async function askForReview(linkId: string): Promise<Lead> {
  return leadSchema.parse(await apiRequest('site', `${homeReportPath(linkId)}/review`, { method: 'POST', body: {} }));
}

/** Once asked, the page knows it (a reload says so too). */
export function useAskForReview(linkId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => askForReview(linkId),
    onSuccess: () => {
      queryClient.setQueryData<HomeReport>(homeReportKeys.report(linkId), (report) =>
        report ? { ...report, reviewRequested: true } : report,
      );
    },
  });
}
