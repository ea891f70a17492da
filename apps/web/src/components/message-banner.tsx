import Alert from '@mui/material/Alert';
import type { Message, MessageType } from '@roost/domain';

/** Green for a notification, red for an error, amber for a warning (spec, header section). */
const severity: Record<MessageType, 'success' | 'error' | 'warning'> = {
  notification: 'success',
  error: 'error',
  warning: 'warning',
};

export function MessageBanner({ message, onClose }: { message: Message; onClose?: () => void }) {
  return (
    <Alert
      severity={severity[message.messageType]}
      variant="standard"
      onClose={onClose}
      role={message.messageType === 'error' ? 'alert' : 'status'}
      sx={{ width: '100%' }}
    >
      {message.message}
    </Alert>
  );
}
