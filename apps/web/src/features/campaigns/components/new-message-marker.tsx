import MarkChatUnreadIcon from '@mui/icons-material/MarkChatUnread';
import Chip from '@mui/material/Chip';
import type { CampaignContact } from '@roost/domain';
import { useMessageGroup } from '../api/get-message-group';

export const NEW_MESSAGE = 'New message';

/**
 * 'New message' beside a contact whose reply waits for the team (the conversation's groupStatus). Only
 * contacts who replied (Active) or are marked NewMessage can have one, so only their conversations are
 * asked about; reading the conversation clears the marker.
 */
export function NewMessageMarker({ contact }: { contact: CampaignContact }) {
  const mayWait = contact.status === 'Active' || contact.status === 'NewMessage';
  const { data: group } = useMessageGroup(contact.id, mayWait);
  if (group?.groupStatus !== 'NewMessage') return null;
  return (
    <Chip
      size="small"
      color="warning"
      icon={<MarkChatUnreadIcon aria-hidden />}
      label={NEW_MESSAGE}
      sx={{ ml: 1, verticalAlign: 'middle' }}
    />
  );
}
