import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SuppressionEvent } from '@roost/domain';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useOptOutHistory } from '../api/get-opt-out-history';
import { actionLabels, momentText, phoneText, sourceLabel } from './opt-out-text';

interface HistoryDialogProps {
  organizationId: string;
  /** E.164. */
  phone: string;
  /** The signed-in admin: their own changes read "by you". */
  currentUserId: string | undefined;
  onClose: () => void;
  /** Offered while the number is opted out. */
  onUndo: (phone: string) => void;
}

/** Every opt-out and opt-in of one number in the organization, newest first, with source and reason. */
export function HistoryDialog({ organizationId, phone, currentUserId, onClose, onUndo }: HistoryDialogProps) {
  const titleId = useId();
  const history = useOptOutHistory(organizationId, phone);
  const events = history.data?.events ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>History of {phoneText(phone)}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {history.isPending && <LinearProgress aria-label="Loading the history" />}
          {history.isError && (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <MessageBanner
                message={{
                  message: `The history could not be loaded. ${
                    history.error instanceof ApiRequestError ? history.error.message : 'Please try again.'
                  }`,
                  messageType: 'error',
                }}
              />
              <Button variant="outlined" onClick={() => void history.refetch()}>
                Try again
              </Button>
            </Stack>
          )}
          {history.data && (
            <Typography>
              {history.data.optedOut
                ? 'Opted out now: no campaign of this organization texts this number.'
                : 'Not opted out now: campaigns of this organization may text this number.'}
            </Typography>
          )}
          {history.data && events.length === 0 && <Typography>No change of this number is recorded.</Typography>}
          {events.length > 0 && (
            <List component="ol" aria-label={`Changes of ${phoneText(phone)}, newest first`} disablePadding>
              {events.map((event) => (
                <ListItem key={event.id} divider disableGutters sx={{ alignItems: 'flex-start' }}>
                  <ListItemText
                    primary={`${actionLabels[event.action]}: ${sourceLabel(event.source)}${byWhom(event, currentUserId)}`}
                    secondary={
                      <>
                        <span>{momentText(event.createdDate)}</span>
                        {event.reason && (
                          <Typography
                            component="span"
                            variant="body2"
                            sx={{ display: 'block', overflowWrap: 'anywhere' }}
                          >
                            Reason: {event.reason}
                          </Typography>
                        )}
                      </>
                    }
                  />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={`/organization/${encodeURIComponent(organizationId)}/consent?phone=${encodeURIComponent(phone)}`}
        >
          Consent evidence
        </Button>
        {history.data?.optedOut && <Button onClick={() => onUndo(phone)}>Undo opt-out</Button>}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function byWhom(event: SuppressionEvent, currentUserId: string | undefined): string {
  if (event.actorId === null) return '';
  return event.actorId === currentUserId ? ', by you' : ', by an admin';
}
