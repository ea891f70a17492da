import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MAX_MESSAGE_CHARS, messageSendSchema, messageTexts, type MessageGroup } from '@roost/domain';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useScheduleMessage } from '../api/schedule-message';
import { useSendMessage } from '../api/send-message';
import { openingTime, waitUntil, whoseTime, type Opening } from './allowed-hours-format';
import { formatCount } from './campaign-format';

const replySchema = z.object({ message: messageSendSchema.shape.message });
type ReplyForm = z.input<typeof replySchema>;
type ReplyValues = z.output<typeof replySchema>;

/** The opening the server named when it refused a text outside the contact's allowed hours. */
function openingOf(error: unknown): Opening | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'OUTSIDE_ALLOWED_HOURS') return null;
  const reply = error.reply as { opensAt?: unknown; timeZone?: unknown };
  if (typeof reply.opensAt !== 'string') return null;
  return { opensAt: reply.opensAt, timeZone: typeof reply.timeZone === 'string' ? reply.timeZone : undefined };
}

/**
 * A reply to the contact: up to 1,600 characters with a counter; Send waits for text and reads
 * 'Sending...' while it goes. A sent reply empties the box once the conversation shows it; a refused one
 * keeps the text and shows the server's reason (opted out, texting not set up, invalid). Outside the
 * contact's allowed hours it says when the text can go and offers to send it then.
 */
export function ReplyBox({ group }: { group: MessageGroup }) {
  const send = useSendMessage(group);
  const schedule = useScheduleMessage(group);
  const [failure, setFailure] = useState<string | null>(null);
  const [closed, setClosed] = useState<Opening | null>(null);
  const form = useForm<ReplyForm, unknown, ReplyValues>({
    resolver: zodResolver(replySchema),
    defaultValues: { message: '' },
  });
  const text = useWatch({ control: form.control, name: 'message' });
  const { errors } = form.formState;
  const reasonOf = (error: unknown) => (error instanceof ApiRequestError ? error.message : messageTexts.notSent);
  const onSubmit = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    setClosed(null);
    try {
      await send.mutateAsync(message);
      form.reset({ message: '' });
    } catch (error) {
      const opening = openingOf(error);
      if (opening) setClosed(opening);
      else setFailure(reasonOf(error));
    }
  });
  const onSchedule = form.handleSubmit(async ({ message }) => {
    setFailure(null);
    try {
      await schedule.mutateAsync(message);
      setClosed(null);
      form.reset({ message: '' });
    } catch (error) {
      setFailure(reasonOf(error));
    }
  });
  const busy = send.isPending || schedule.isPending;
  return (
    <Stack component="form" spacing={1} onSubmit={(event) => void onSubmit(event)} noValidate>
      {failure && (
        <MessageBanner message={{ message: failure, messageType: 'error' }} onClose={() => setFailure(null)} />
      )}
      {closed && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button
              color="inherit"
              size="small"
              disabled={!text.trim() || busy}
              onClick={() => void onSchedule()}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {schedule.isPending ? 'Scheduling...' : `Send at ${openingTime(closed)}`}
            </Button>
          }
          sx={{ flexWrap: 'wrap', '& .MuiAlert-action': { ml: 'auto', pl: 1 } }}
        >
          Outside their allowed hours: it can go at {openingTime(closed)} {whoseTime(closed)}, in{' '}
          {waitUntil(closed.opensAt)}
        </Alert>
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
      <Button type="submit" variant="contained" disabled={!text.trim() || busy} sx={{ alignSelf: 'flex-end' }}>
        {send.isPending ? 'Sending...' : 'Send'}
      </Button>
    </Stack>
  );
}
