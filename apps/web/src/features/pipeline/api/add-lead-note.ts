import { leadNoteSchema, type LeadNote, type PipelineLeadDetail } from '@roost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { leadKeys } from './lead-keys';

/** POST {site}/leads/{id}/notes with the note's text; 400 with the server's message for one too long. */
export async function addLeadNote(id: string, body: string): Promise<LeadNote> {
  return leadNoteSchema.parse(
    await apiRequest('site', `/leads/${encodeURIComponent(id)}/notes`, { method: 'POST', body: { body } }),
  );
}

/** The note joins the lead's detail as the server stored it; nothing else changes. */
export function useAddLeadNote(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => addLeadNote(id, body),
    onSuccess: (note) =>
      queryClient.setQueryData<PipelineLeadDetail>(leadKeys.lead(id), (lead) =>
        lead ? { ...lead, notes: [...lead.notes, note] } : lead,
      ),
  });
}
