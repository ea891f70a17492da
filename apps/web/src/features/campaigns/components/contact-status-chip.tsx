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

/**
 * A contact's status as a small outlined chip: the status's colour on the border, the text in the page's own dark text
 * (the palette's info and warning blues and oranges read under 4.5:1 on white at this size).
 */
export function ContactStatusChip({ status }: { status: ContactStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={chipColours[status] ?? 'default'}
      label={contactStatusLabels[status]}
      aria-label={`Contact status: ${contactStatusLabels[status]}`}
      sx={{ color: 'text.primary' }}
    />
  );
}
