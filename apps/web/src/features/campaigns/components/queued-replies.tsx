import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MessageGroup, QueuedReply } from '@roost/domain';
import { useId, useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useCancelQueuedReply } from '../api/cancel-queued-reply';
import { openingDay, openingTime, whoseTime } from './allowed-hours-format';

/** What a queued reply's line says: when it goes, or why it will not. */
function stateOf(reply: QueuedReply): string {
  const at = { opensAt: reply.sendAt, timeZone: reply.timeZone };
  const when = `${openingTime(at)} ${whoseTime(at)}, ${openingDay(at)}`;
  switch (reply.status) {
    case 'queued':
      return `Scheduled for ${when}`;
    case 'sending':
      return 'Sending now';
    case 'failed':
      return 'Not sent: the carrier did not take it';
    default:
      return reply.reason === 'opted-out' ? 'Not sent: the number opted out' : 'Not sent';
  }
}

/**
 * The conversation's replies held for the contact's allowed hours, under its messages: when each goes, with a
 * Cancel until it does, and why one did not go. A cancel that comes too late says so (the reply is in the
 * conversation by then).
 */
export function QueuedReplies({ group, replies }: { group: MessageGroup; replies: QueuedReply[] }) {
  const headingId = useId();
  const cancel = useCancelQueuedReply(group);
  const [failure, setFailure] = useState<string | null>(null);
  if (replies.length === 0 && !failure) return null;
  const onCancel = async (id: string) => {
    setFailure(null);
    try {
      await cancel.mutateAsync(id);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : 'The reply could not be cancelled; try again');
    }
  };
  return (
    <Stack spacing={1}>
      {failure && (
        <MessageBanner message={{ message: failure, messageType: 'error' }} onClose={() => setFailure(null)} />
      )}
      {replies.length > 0 && (
        <>
          <Typography id={headingId} variant="subtitle2" component="h4">
            Scheduled replies
          </Typography>
          <Box
            component="ul"
            role="list"
            aria-labelledby={headingId}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
          >
            {replies.map((reply) => (
              <Box
                component="li"
                key={reply.id}
                sx={{
                  alignSelf: 'flex-end',
                  maxWidth: '85%',
                  minWidth: 0,
                  px: 1.5,
                  py: 1,
                  borderRadius: 2,
                  border: 1,
                  borderStyle: 'dashed',
                  borderColor: 'divider',
                }}
              >
                <Typography variant="caption" color="text.secondary" component="p" sx={{ m: 0, fontWeight: 700 }}>
                  {stateOf(reply)}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {reply.message}
                </Typography>
                {reply.status === 'queued' && (
                  <Button
                    size="small"
                    disabled={cancel.isPending}
                    onClick={() => void onCancel(reply.id)}
                    sx={{ mt: 0.5 }}
                  >
                    Cancel
                  </Button>
                )}
              </Box>
            ))}
          </Box>
        </>
      )}
    </Stack>
  );
}
