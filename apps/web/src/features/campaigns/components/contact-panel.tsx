import Box from '@mui/material/Box';
import type { CampaignContact } from '@roost/domain';
import { ContactConversation } from './conversation';
import { PropertyInfo } from './property-info';
import { StarToggle } from './star-toggle';

/**
 * What a contact row opens (spec 2.10): the contact's star, the conversation with its reply box and refresh,
 * and the property of the contact's address. It sits in a row of the contacts table, which scrolls sideways on a phone: the
 * panel takes the width of the table's scrolling box (100cqi, the box is a size container) and sticks to its
 * left edge, so it stays on screen however far the table is scrolled.
 */
export function ContactPanel({ id, label, contact }: { id: string; label: string; contact: CampaignContact }) {
  return (
    <Box
      id={id}
      role="region"
      aria-label={label}
      sx={{
        position: 'sticky',
        left: 0,
        width: '100cqi',
        boxSizing: 'border-box',
        p: { xs: 1.5, sm: 2 },
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Box sx={{ gridColumn: '1 / -1', display: 'grid' }}>
        <StarToggle contact={contact} labelled />
      </Box>
      <ContactConversation contact={contact} />
      <PropertyInfo contact={contact} />
    </Box>
  );
}
