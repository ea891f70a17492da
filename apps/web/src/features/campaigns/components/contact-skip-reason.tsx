import Typography from '@mui/material/Typography';
import type { CampaignContact } from '@roost/domain';

/** Why the campaign's text did not go to a contact, in words (the send row's reason). */
const skipReasonLabels: Record<string, string> = {
  reassigned: 'Not texted: the number changed hands since consent',
  landline: 'Not texted: a landline',
  'opted-out': 'Not texted: opted out',
  'schedule-ended': 'Not texted: the schedule ended first',
};

export function contactSkipReasonLabel(reason: string): string {
  return skipReasonLabels[reason] ?? 'Not texted';
}

/** The skip reason under a contact's status, when its text did not go. */
export function ContactSkipReason({ contact }: { contact: Pick<CampaignContact, 'skipReason'> }) {
  if (!contact.skipReason) return null;
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
      {contactSkipReasonLabel(contact.skipReason)}
    </Typography>
  );
}
