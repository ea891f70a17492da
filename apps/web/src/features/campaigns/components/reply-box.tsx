import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_MESSAGE_CHARS, messageSendSchema, messageTexts, type MessageGroup } from '@roost/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useSendMessage } from '../api/send-message';
import { formatCount } from './campaign-format';

const replySchema = z.object({ message: messageSendSchema.shape.message });
type ReplyForm = z.input<typeof replySchema>;
type ReplyValues = z.output<typeof replySchema>;

/**
 * A reply to the contact: up to 1,600 characters with a counter; Send waits for text and reads
 * 'Sending...' while it goes. A sent reply empties the box once the conversation shows it; a refused one
 * keeps the text and shows the server's reason (opted out, texting not set up, invalid).
 */
export function ReplyBox({ group }: { group: MessageGroup }) {
  const send = useSendMessage(group);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ReplyForm, unknown, ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const text = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await send.mutateAsync(message);
      form.reset({ message: '' });
    } catch (error) {
      setFailure(error instanceof ApiRequestError ? error.message : messageTexts.notSent);
    }
  });
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && (
        <MessageBanner message={{ message: failure, messageType: 'error' }} onClose={() => setFailure(null)} />
      )}
      <TextField
        label="Reply"
        multiline
        minRows={2}
        maxRows={8}
        fullWidth
        {...form.register('message')}
        error={Boolean(errors.message)}
        helperText={
          errors.message?.message ?? `${formatCount(text.length)} / ${formatCount(MAX_MESSAGE_CHARS)} characters`
        }
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_CHARS } }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={!text.trim() || send.isPending}
        sx={{ alignSelf: 'flex-end' }}
      >
        {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </Stack>
  );
}
