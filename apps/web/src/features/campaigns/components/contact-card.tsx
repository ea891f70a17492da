import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { formatPhone } from './campaign-format';
import { contactLabels, type ContactItemProps } from './contact-labels';
import { ContactPanel } from './contact-panel';
import { ContactSkipReason } from './contact-skip-reason';
import { ContactStatusChip } from './contact-status-chip';
import { NewMessageMarker } from './new-message-marker';
import { StarToggle } from './star-toggle';

/**
 * One contact on a phone: the table's row as a stacked item, so name, phone and Status fit 375 px without
 * sideways scrolling. The name opens the same panel the table opens, below the item.
 */
export function ContactCard({ contact, open, onToggle }: ContactItemProps) {
  const panelId = useId();
  const { name, named, who } = contactLabels(contact);
  const place = [formatPhone(contact.phoneNumber), contact.city?.trim()].filter(Boolean).join(' · ');
  return (
    <Box
      component="li"
      aria-label={who}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        py: 1,
        bgcolor: open ? 'action.selected' : undefined,
      }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <StarToggle contact={contact} who={who} />
        <Button
          size="small"
          onClick={onToggle}
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          aria-label={named ? undefined : `Contact ${who}`}
          endIcon={
            <ExpandMoreIcon
              aria-hidden
              sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
            />
          }
          sx={{ minWidth: 0, px: 0.5, fontWeight: 600, textAlign: 'left', overflowWrap: 'anywhere', flex: '0 1 auto' }}
        >
          {name}
        </Button>
        <Box sx={{ flex: 1 }} />
        <Box sx={{ flexShrink: 0 }}>
          <ContactStatusChip status={contact.status} />
        </Box>
      </Stack>
      <Box sx={{ pl: 5 }}>
        <Typography variant="body2" color="text.secondary">
          {place}
        </Typography>
        {contact.email?.trim() && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact.email}
          </Typography>
        )}
        <ContactSkipReason contact={contact} />
        <NewMessageMarker contact={contact} />
      </Box>
      {open && <ContactPanel id={panelId} label={`${who}: conversation and property`} contact={contact} />}
    </Box>
  );
}
