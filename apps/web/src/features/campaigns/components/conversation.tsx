import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { CampaignContact, ConversationMessage, MessageGroup } from '@roost/domain';
import { useId } from 'react';
import { useMessageGroup } from '../api/get-message-group';
import { useMessages } from '../api/list-messages';
import { useQueuedReplies } from '../api/list-queued-replies';
import { formatMessageDate } from './campaign-format';
import { QueuedReplies } from './queued-replies';
import { ReplyBox } from './reply-box';
import { RetryBanner } from './retry-banner';

/**
 * A contact's conversation (spec 2.10 and 4): the message group is found (or made) on first open, then its
 * messages oldest first, the replies scheduled for the contact's allowed hours, a Refresh that reloads them,
 * and the reply box.
 */
export function ContactConversation({ contact }: { contact: CampaignContact }) {
  const headingId = useId();
  const group = useMessageGroup(contact.id);
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ minWidth: 0 }}>
      {group.data ? (
        <MessageThread group={group.data} headingId={headingId} />
      ) : (
        <>
          <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            Conversation
          </Typography>
          {group.isPending && <LinearProgress aria-label="Loading the conversation" />}
          {group.isError && (
            <RetryBanner
              error={group.error}
              fallback="The conversation could not be loaded."
              onRetry={() => void group.refetch()}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function MessageThread({ group, headingId }: { group: MessageGroup; headingId: string }) {
  const { data: messages, isFetching, isError, error, refetch } = useMessages(group);
  const queued = useQueuedReplies(group);
  return (
    <>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          Conversation
        </Typography>
        <Button
          size="small"
          startIcon={<RefreshIcon aria-hidden />}
          onClick={() => void Promise.all([refetch(), queued.refetch()])}
        >
          Refresh
        </Button>
      </Stack>
      {isFetching && <LinearProgress aria-label="Loading the conversation" />}
      {isError && (
        <RetryBanner error={error} fallback="The conversation could not be loaded." onRetry={() => void refetch()} />
      )}
      {messages && messages.length === 0 && <Typography color="text.secondary">No messages yet</Typography>}
      {messages && messages.length > 0 && (
        <Box
          component="ol"
          role="list"
          aria-labelledby={headingId}
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
        >
          {messages.map((message) => (
            <MessageBubble key={message.id} message={message} />
          ))}
        </Box>
      )}
      {queued.data && <QueuedReplies group={group} replies={queued.data} />}
      <ReplyBox group={group} />
    </>
  );
}

/** Ours on the right in the brand's tint, the contact's on the left in grey, each with who and when. */
export function MessageBubble({ message }: { message: ConversationMessage }) {
  const outbound = message.direction === 'outbound';
  return (
    <Box
      component="li"
      sx={(theme) => ({
        alignSelf: outbound ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        minWidth: 0,
        px: 1.5,
        py: 1,
        borderRadius: 2,
        border: 1,
        borderColor: outbound ? alpha(theme.palette.primary.main, 0.3) : 'divider',
        bgcolor: outbound ? alpha(theme.palette.primary.main, 0.08) : 'grey.100',
      })}
    >
      <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0 }}>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {message.title}
        </Box>
        {' · '}
        <time dateTime={message.date}>{formatMessageDate(message.date)}</time>
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {message.message}
      </Typography>
    </Box>
  );
}
