import Box from '@mui/material/Box';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxConversation } from '@roost/domain';
import { Link as RouterLink } from 'react-router';
import { ConversationStateChip } from './conversation-state-chip';
import { claimantText, conversationTitle, formatAgo } from './inbox-format';

const oneLine = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

interface InboxRowProps {
  conversation: InboxConversation;
  /** Where the row opens the conversation (the inbox's address with it selected). */
  to: string;
  selected: boolean;
  userId: string | undefined;
  now: number;
  /** Takes the focus as it shows (the row a phone came back from). */
  autoFocus?: boolean;
}

/** One conversation of the list: who, the campaigns, the last text, when, its state, unread replies, who has it. */
export function InboxRow({ conversation, to, selected, userId, now, autoFocus = false }: InboxRowProps) {
  const unread = conversation.unread > 0;
  const claimant = claimantText(conversation, userId);
  return (
    <Box component="li" sx={{ listStyle: 'none', borderBottom: 1, borderColor: 'divider' }}>
      <ListItemButton
        component={RouterLink}
        to={to}
        selected={selected}
        autoFocus={autoFocus}
        aria-current={selected ? 'true' : undefined}
        sx={{ display: 'block', px: { xs: 1.5, sm: 2 }, py: 1.25 }}
      >
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
          <Typography component="span" sx={{ ...oneLine, fontWeight: unread ? 700 : 500 }}>
            {conversationTitle(conversation)}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            <time dateTime={conversation.lastActivityAt}>{formatAgo(conversation.lastActivityAt, now)}</time>
          </Typography>
        </Stack>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ ...oneLine, display: 'block' }}>
          {conversation.campaigns.map((campaign) => campaign.name).join(', ')}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          sx={{ ...oneLine, display: 'block', fontWeight: unread ? 600 : 400 }}
        >
          {conversation.lastDirection === 'outbound' ? `You: ${conversation.lastMessage}` : conversation.lastMessage}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <ConversationStateChip state={conversation.state} />
          {unread && (
            <Typography component="span" variant="caption" sx={{ fontWeight: 700, color: 'primary.main' }}>
              {conversation.unread} unread
            </Typography>
          )}
          {claimant && (
            <Typography component="span" variant="caption" color="text.secondary">
              {claimant}
            </Typography>
          )}
        </Stack>
      </ListItemButton>
    </Box>
  );
}
