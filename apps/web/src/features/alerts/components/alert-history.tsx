import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AlertRecord } from '@roost/domain';
import { useEffect, useRef, useState, type Ref } from 'react';
import { formatCalendarDate } from '../../../lib/format';
import { useAlertHistory } from '../api/list-alerts';
import { AlertSection } from './alert-section';
import { alertStatusLine, HISTORY_FIRST_SHOWN } from './alert-texts';

const TITLE_ID = 'alert-history-title';

/**
 * "Your alerts": the alerts a person was sent, newest first, each with its date, what it said and what
 * became of its e-mail, text and lead; the 20 newest until "Show all".
 */
export function AlertHistory({ userId }: { userId: string }) {
  const history = useAlertHistory(userId);
  const [showAll, setShowAll] = useState(false);
  const alerts = history.data ?? [];
  const shown = showAll ? alerts : alerts.slice(0, HISTORY_FIRST_SHOWN);
  // The button goes once pressed: the keyboard carries on from the first alert it brought.
  const firstMore = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (showAll) firstMore.current?.focus();
  }, [showAll]);
  return (
    <AlertSection
      title="Your alerts"
      titleId={TITLE_ID}
      loadingWhat="your alerts"
      loading={!history.data && history.isFetching}
      failure={
        history.isError && !history.isFetching
          ? { error: history.error, what: 'Your alerts', onRetry: () => void history.refetch() }
          : undefined
      }
    >
      {history.data && alerts.length === 0 && (
        <Typography>No alerts yet. We will tell you here and by e-mail when one of your lines is crossed.</Typography>
      )}
      {shown.length > 0 && (
        <Stack component="ul" aria-labelledby={TITLE_ID} spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {shown.map((alert, index) => (
            <AlertItem key={alert.id} alert={alert} ref={index === HISTORY_FIRST_SHOWN ? firstMore : undefined} />
          ))}
        </Stack>
      )}
      {!showAll && alerts.length > HISTORY_FIRST_SHOWN && (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-start' }}>
          <Typography variant="body2" color="text.secondary">
            The {HISTORY_FIRST_SHOWN} newest of {alerts.length} alerts are shown.
          </Typography>
          <Button variant="outlined" onClick={() => setShowAll(true)}>
            Show all
          </Button>
        </Stack>
      )}
    </AlertSection>
  );
}

function AlertItem({ alert, ref }: { alert: AlertRecord; ref?: Ref<HTMLLIElement> | undefined }) {
  return (
    <Box component="li" ref={ref} tabIndex={ref ? -1 : undefined} sx={{ borderTop: 1, borderColor: 'divider', pt: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {formatCalendarDate(alert.createdDate)}
      </Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {alert.title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{alert.body}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {alertStatusLine(alert)}
      </Typography>
    </Box>
  );
}
