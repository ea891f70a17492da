import type { CampaignContact } from '@roost/domain';
import { EMPTY_CELL, formatPhone } from './campaign-format';

export function contactName(contact: CampaignContact): string {
  return [contact.firstName, contact.lastName].filter((part) => part?.trim()).join(' ') || EMPTY_CELL;
}

/** What a contact's row (a table row, or a stacked item on a phone) is given. */
export interface ContactItemProps {
  contact: CampaignContact;
  open: boolean;
  onToggle: () => void;
}

/** How a contact is named in its row: by name, or by phone when the upload had no name. */
export function contactLabels(contact: CampaignContact) {
  const name = contactName(contact);
  const named = name !== EMPTY_CELL;
  return { name, named, who: named ? name : formatPhone(contact.phoneNumber) };
}
