import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationMessage, InboxConversation, MessageGroup } from '@roost/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiRequestError } from '../../../lib/api-client';
import { useInboxThread } from '../api/get-inbox-thread';
import type { InboxThread } from '@roost/domain';
import { formatPhone } from './campaign-format';
import { MessageBubble } from './conversation';
import { ConversationActions } from './inbox-conversation-actions';
import { conversationTitle } from './inbox-format';
import { PropertyInfo } from './property-info';
import { ReplyBox } from './reply-box';
import { RetryBanner } from './retry-banner';

export const CONVERSATION_GONE = 'This conversation is not in your inbox: it may belong to a campaign you cannot open.';

interface InboxConversationPaneProps {
  id: string;
  userId: string | undefined;
  /** On a phone the pane replaces the list; this takes the person back to it. */
  onBack?: (() => void) | undefined;
}

/** The open conversation: who and which campaigns, its state and claim, every message, the reply box, the property. */
export function InboxConversationPane({ id, userId, onBack }: InboxConversationPaneProps) {
  const headingId = useId();
  const thread = useInboxThread(id);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2} sx={{ minWidth: 0 }}>
      {onBack && (
        // It takes the focus as the pane replaces the list, which also brings the page's top into view.
        <Button autoFocus startIcon={<ArrowBackIcon aria-hidden />} onClick={onBack} sx={{ alignSelf: 'flex-start' }}>
          Back to conversations
        </Button>
      )}
      {thread.data ? (
        <Thread thread={thread.data} headingId={headingId} userId={userId} refresh={() => void thread.refetch()} />
      ) : (
        <Typography id={headingId} variant="h6" component="h2">
          Conversation
        </Typography>
      )}
      {thread.isFetching && <LinearProgress aria-label="Loading the conversation" />}
      {thread.isError &&
        (thread.error instanceof ApiRequestError && [403, 404].includes(thread.error.status) ? (
          <Typography color="text.secondary">{CONVERSATION_GONE}</Typography>
        ) : (
          <RetryBanner
            error={thread.error}
            fallback="The conversation could not be loaded."
            onRetry={() => void thread.refetch()}
          />
        ))}
    </Stack>
  );
}

interface ThreadProps {
  thread: InboxThread;
  headingId: string;
  userId: string | undefined;
  refresh: () => void;
}

function Thread({ thread, headingId, userId, refresh }: ThreadProps) {
  const { conversation, messages } = thread;
  const title = conversationTitle(conversation);
  return (
    <>
      <Stack spacing={0.5}>
        <Typography id={headingId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {conversation.name.trim() && (
          <Typography variant="body2" color="text.secondary">
            {formatPhone(conversation.phone)}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {conversation.campaigns.length === 1 ? 'Campaign: ' : 'Campaigns: '}
          {conversation.campaigns.map((campaign, index) => (
            <span key={campaign.id}>
              {index > 0 && ', '}
              <Link component={RouterLink} to={`/campaign/${campaign.id}`}>
                {campaign.name}
              </Link>
            </span>
          ))}
        </Typography>
      </Stack>
      <ConversationActions conversation={conversation} userId={userId} />
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Messages
        </Typography>
        <Button size="small" startIcon={<RefreshIcon aria-hidden />} onClick={refresh}>
          Refresh
        </Button>
      </Stack>
      {messages.length === 0 ? (
        <Typography color="text.secondary">No messages yet</Typography>
      ) : (
        <Box
          component="ol"
          role="list"
          aria-label={`Messages with ${title}`}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Box>
      )}
      {/* Keyed by conversation: what is typed for one person never goes to another. */}
      <ReplyBox key={conversation.id} group={replyGroup(conversation, messages)} />
      <PropertyInfo contact={thread.contact} />
    </>
  );
}

/** The conversation as the reply box addresses it: the newest campaign's message group, from our number. */
function replyGroup(conversation: InboxConversation, messages: readonly ConversationMessage[]): MessageGroup {
  const newest = messages.at(-1);
  const ourNumber = newest ? (newest.direction === 'outbound' ? newest.fromPhoneNumber : newest.toPhoneNumber) : '';
  return {
    id: conversation.groupId,
    contactId: conversation.contactId,
    campaignId: conversation.campaigns[0]?.id ?? '',
    toPhoneNumber: conversation.phone,
    fromPhoneNumber: ourNumber,
    groupStatus: 'Read',
  };
}
