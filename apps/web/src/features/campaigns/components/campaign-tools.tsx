import Stack from '@mui/material/Stack';
import type { Campaign } from '@roost/domain';
import { useState } from 'react';
import { MessageBanner } from '../../../components/message-banner';
import { ChangePlan } from './change-plan';
import { CampaignExportLink } from './campaign-export-link';

/** The campaign page's tools beside its status actions: the export, and a change of plan before sending starts. */
export function CampaignTools({ campaign }: { campaign: Campaign }) {
  const [saved, setSaved] = useState(false);
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Campaign tools">
        <CampaignExportLink campaign={campaign} />
        <ChangePlan campaign={campaign} onSaved={() => setSaved(true)} />
      </Stack>
      {saved && (
        <MessageBanner
          message={{ message: 'The new schedule and template are saved, at no charge.', messageType: 'notification' }}
          onClose={() => setSaved(false)}
        />
      )}
    </Stack>
  );
}
