import Chip from '@mui/material/Chip';
import type { ContactStatus } from '@roost/domain';

/** How each contact status (spec 4) reads on the page. */
export const contactStatusLabels: Record<ContactStatus, string> = {
  New: 'New',
  Sent: 'Sent',
  Active: 'Active',
  ClickThrough: 'Click Through',
  OptOut: 'Opt Out',
  NonResponsive: 'Non-responsive',
  DoNotCall: 'Do Not Call',
  NewMessage: 'New Message',
};

const chipColours: Partial<Record<ContactStatus, 'success' | 'info' | 'error' | 'warning'>> = {
  Active: 'success',
  ClickThrough: 'info',
  NewMessage: 'warning',
  OptOut: 'error',
  DoNotCall: 'error',
};

/** A contact's status as a small outlined chip (outlined keeps the text dark enough on white). */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={chipColours[status] ?? 'default'}
      label={contactStatusLabels[status]}
      aria-label={`Contact status: ${contactStatusLabels[status]}`}
    />
  );
}
