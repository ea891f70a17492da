import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { EMPTY_CELL, formatPhone } from './campaign-format';
import { contactLabels, type ContactItemProps } from './contact-labels';
import { ContactPanel } from './contact-panel';
import { ContactSkipReason } from './contact-skip-reason';
import { ContactStatusChip } from './contact-status-chip';
import { NewMessageMarker } from './new-message-marker';
import { StarToggle } from './star-toggle';

const cell = (value: string | null | undefined) => (value?.trim() ? value : EMPTY_CELL);

/**
 * One contact: its star, and its name as the disclosure button of its panel, which opens in a full-width row below.
 */
export function ContactRow({ contact, open, onToggle }: ContactItemProps) {
  const panelId = useId();
  const { name, named, who } = contactLabels(contact);
  return (
    <>
      <TableRow selected={open} sx={open ? { '& > *': { borderBottom: 'unset' } } : undefined}>
        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
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
            sx={{ minWidth: 0, px: 0.5, ml: 0.5, fontWeight: 600 }}
          >
            {name}
          </Button>
          <NewMessageMarker contact={contact} />
        </TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatPhone(contact.phoneNumber)}</TableCell>
        <TableCell sx={{ overflowWrap: 'anywhere' }}>{cell(contact.email)}</TableCell>
        <TableCell>{cell(contact.city)}</TableCell>
        <TableCell>
          <ContactStatusChip status={contact.status} />
          <ContactSkipReason contact={contact} />
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={5} sx={{ p: 0 }}>
            <ContactPanel id={panelId} label={`${who}: conversation and property`} contact={contact} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
