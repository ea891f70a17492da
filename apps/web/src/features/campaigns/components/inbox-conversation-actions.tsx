import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxConversation } from '@roost/domain';
import { useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useChangeInboxConversation, type InboxChange } from '../api/change-inbox-conversation';
import { ConversationStateChip } from './conversation-state-chip';
import { claimantText } from './inbox-format';

const changeFailures: Record<InboxChange, string> = {
  done: 'The conversation could not be marked done. Please try again.',
  claim: 'The conversation could not be claimed. Please try again.',
  release: 'The conversation could not be released. Please try again.',
};

/** Its state and who has it, with Mark done and Claim or Release; a refusal says why (a claim: who has it). */
export function ConversationActions({
  conversation,
  userId,
}: {
  conversation: InboxConversation;
  userId: string | undefined;
}) {
  const change = useChangeInboxConversation(conversation.id);
  const [failure, setFailure] = useState<string | null>(null);
  const claimant = claimantText(conversation, userId);
  const mine = conversation.claimedBy?.id === userId;
  const act = async (what: InboxChange) => {
    setFailure(null);
    try {
      await change.mutateAsync(what);
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : changeFailures[what]);
    }
  };
  const busy = change.isPending;
  return (
    <Stack spacing={1}>
      {failure && (
        <MessageBanner message={{ message: failure, messageType: 'error' }} onClose={() => setFailure(null)} />
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <ConversationStateChip state={conversation.state} />
        {claimant && (
          <Typography variant="body2" color="text.secondary">
            {claimant}
          </Typography>
        )}
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          size="small"
          disabled={busy || conversation.state === 'done'}
          onClick={() => void act('done')}
        >
          {conversation.state === 'done' ? 'Done' : 'Mark done'}
        </Button>
        {mine ? (
          <Button variant="outlined" size="small" disabled={busy} onClick={() => void act('release')}>
            Release
          </Button>
        ) : (
          // Someone else's claim is theirs to release; the line beside the state says who has it.
          !conversation.claimedBy && (
            <Button variant="outlined" size="small" disabled={busy} onClick={() => void act('claim')}>
              Claim
            </Button>
          )
        )}
      </Stack>
    </Stack>
  );
}
