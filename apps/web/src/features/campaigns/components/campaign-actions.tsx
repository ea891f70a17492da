import Button from '@mui/material/Button';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import { campaignStatusMoves, type Campaign, type CampaignStatus } from '@roost/domain';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { MessageBanner } from '../../../components/message-banner';
import { ApiRequestError } from '../../../lib/api-client';
import { useArchiveCredit } from '../api/get-archive-credit';
import { useUpdateCampaign } from '../api/update-campaign';
import { archiveCreditNotice, archivedWithCredit } from './credit-text';

/** The moves a person may ask for, in the order the buttons show, with their labels and what they leave. */
const actions = [
  { status: 'paused', label: 'Pause', done: 'The campaign is paused.' },
  { status: 'active', label: 'Resume', done: 'The campaign is running again.' },
  { status: 'archived', label: 'Archive', done: 'The campaign is archived.' },
] as const satisfies readonly { status: CampaignStatus; label: string; done: string }[];

export const NOT_YOURS_TO_CHANGE = 'You cannot change this campaign';

/**
 * Pause / Resume / Archive as campaignStatusMoves allows from the campaign's status; Archive asks first.
 * Success puts the server's campaign in the summary; a 404 (may open, may not change) changes nothing.
 */
export function CampaignActions({ campaign }: { campaign: Campaign }) {
  const update = useUpdateCampaign();
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  // Asked when the confirmation opens, so it says what happens to the money before the person confirms.
  const preview = useArchiveCredit(campaign.id, confirming);
  const allowed: readonly CampaignStatus[] = campaignStatusMoves[campaign.status] ?? [];
  const available = actions.filter((action) => allowed.includes(action.status));

  function move(action: (typeof actions)[number]) {
    setDone(null);
    update.mutate(
      { id: campaign.id, change: { status: action.status } },
      {
        onSuccess: ({ credit }) => {
          setConfirming(false);
          setDone(
            credit
              ? archivedWithCredit(credit.amountCents, credit.expiresAt, preview.data?.paidByCaller ?? true)
              : action.done,
          );
        },
        onError: () => setConfirming(false),
      },
    );
  }

  const failure = update.error;
  if (available.length === 0 && !failure && !done) return null;
  return (
    <Stack spacing={1.5}>
      {available.length > 0 && (
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap' }}
          aria-label="Campaign actions"
          role="group"
        >
          {available.map((action) => (
            <Button
              key={action.status}
              variant={action.status === 'archived' ? 'outlined' : 'contained'}
              color={action.status === 'archived' ? 'error' : 'primary'}
              disabled={update.isPending}
              onClick={() => (action.status === 'archived' ? setConfirming(true) : move(action))}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
      {failure && (
        <MessageBanner
          message={{
            message:
              failure instanceof ApiRequestError && failure.status === 404
                ? NOT_YOURS_TO_CHANGE
                : failure instanceof ApiRequestError
                  ? failure.message
                  : 'The campaign could not be changed.',
            messageType: 'error',
          }}
          onClose={() => update.reset()}
        />
      )}
      {done && !failure && (
        <MessageBanner message={{ message: done, messageType: 'notification' }} onClose={() => setDone(null)} />
      )}
      <ConfirmDialog
        open={confirming}
        title="Archive this campaign?"
        busy={update.isPending || preview.isFetching}
        onConfirm={() => move(actions[2])}
        onCancel={() => setConfirming(false)}
      >
        <DialogContentText>
          It stops sending and moves to the Archived tab. An archived campaign cannot be resumed.
        </DialogContentText>
        {preview.data && preview.data.creditCents > 0 && (
          <DialogContentText>
            {archiveCreditNotice(preview.data.unsentRecords, preview.data.creditCents, preview.data.paidByCaller)}
          </DialogContentText>
        )}
      </ConfirmDialog>
    </Stack>
  );
}
