import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { alertKindLabels, alertKinds, type AlertKind } from '@roost/domain';
import { useSnackbar } from '../../../components/snackbar';
import { ApiRequestError } from '../../../lib/api-client';
import { useAlertSubscriptions } from '../api/get-alert-subscriptions';
import { useUpdateAlertSubscription } from '../api/update-alert-subscription';
import { AlertSection } from './alert-section';
import { subscriptionSaved } from './alert-texts';

const TITLE_ID = 'alert-subscriptions-title';

/**
 * "How we reach you": one switch per kind of alert, the monthly home summary included. Each change is
 * saved at once; a snackbar says it was, or gives the server's reason and the switch moves back.
 */
export function AlertSubscriptions({ userId }: { userId: string }) {
  const subscriptions = useAlertSubscriptions(userId);
  const update = useUpdateAlertSubscription(userId);
  const showMessage = useSnackbar();

  // One promise per change (not mutate's callbacks, which only the last of several calls gets).
  const change = (kind: AlertKind, subscribed: boolean) =>
    update.mutateAsync({ kind, subscribed }).then(
      () => showMessage({ message: subscriptionSaved(alertKindLabels[kind], subscribed), messageType: 'notification' }),
      (error: unknown) =>
        showMessage({
          message:
            error instanceof ApiRequestError ? error.message : 'Your change could not be saved. Please try again.',
          messageType: 'error',
        }),
    );

  return (
    <AlertSection
      title="How we reach you"
      titleId={TITLE_ID}
      loadingWhat="your alert settings"
      loading={!subscriptions.data && subscriptions.isFetching}
      failure={
        subscriptions.isError && !subscriptions.isFetching
          ? { error: subscriptions.error, what: 'Your alert settings', onRetry: () => void subscriptions.refetch() }
          : undefined
      }
    >
      {subscriptions.data && (
        <>
          <Typography sx={{ mb: 1 }}>
            Choose the alerts we send you by e-mail, and by text if you agreed to text updates. Each change is saved at
            once.
          </Typography>
          <FormGroup role="group" aria-labelledby={TITLE_ID}>
            {alertKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                label={alertKindLabels[kind]}
                control={
                  <Switch
                    checked={subscriptions.data[kind] ?? true}
                    onChange={(event) => void change(kind, event.target.checked)}
                    name={kind}
                  />
                }
              />
            ))}
          </FormGroup>
        </>
      )}
    </AlertSection>
  );
}
