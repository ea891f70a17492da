import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { Campaign } from '@roost/domain';

/** Why the sender paused a campaign by itself (carrier filtering, …), while it stays paused. */
export function PauseReasonBanner({ campaign }: { campaign: Campaign }) {
  if (campaign.status !== 'paused' || !campaign.pauseReason?.trim()) return null;
  return (
    <Alert severity="warning" role="status">
      <AlertTitle>Paused automatically</AlertTitle>
      {campaign.pauseReason}
    </Alert>
  );
}
