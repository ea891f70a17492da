import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useReplyNotices } from '../api/get-reply-notices';
import { useSaveReplyNotices } from '../api/save-reply-notices';
import { SettingsSection } from './settings-section';

export const REPLY_NOTICES_LABEL = 'E-mail me when a contact replies to my campaign texts';
export const replyNoticeMessages = {
  on: 'Reply e-mails are on.',
  off: 'Reply e-mails are off.',
  loadFailed: 'Your reply e-mail setting could not be loaded. Please try again.',
  saveFailed: 'Your reply e-mail setting could not be saved.',
} as const;

/**
 * For the campaign roles: one switch, saved as it is flipped. A failed save leaves the switch as the server has it
 * and says why.
 */
export function ReplyNotices() {
  const { data, isError } = useReplyNotices();
  const save = useSaveReplyNotices();
  const showMessage = useSnackbar();
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const flip = async (enabled: boolean) => {
    setFailure(undefined);
    try {
      await save.mutateAsync({ enabled });
      showMessage({ message: enabled ? replyNoticeMessages.on : replyNoticeMessages.off, messageType: 'notification' });
    } catch (error) {
      setFailure(
        error instanceof ApiRequestError
          ? `${replyNoticeMessages.saveFailed} ${error.message}`
          : replyNoticeMessages.saveFailed,
      );
    }
  };
  return (
    <SettingsSection
      title="Campaign replies"
      titleId="reply-notices-title"
      loadingWhat="your reply e-mail setting"
      loading={!data && !isError}
      failure={isError ? replyNoticeMessages.loadFailed : failure}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Within a minute of a reply, at most one e-mail per conversation every 15 minutes, with the reply and a link to
        it. Replies always show in your Inbox.
      </Typography>
      {data && (
        <FormControlLabel
          label={REPLY_NOTICES_LABEL}
          disabled={save.isPending}
          control={
            <Switch
              checked={save.isPending ? Boolean(save.variables?.enabled) : data.enabled}
              onChange={(event) => void flip(event.target.checked)}
            />
          }
        />
      )}
    </SettingsSection>
  );
}
