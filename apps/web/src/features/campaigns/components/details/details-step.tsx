import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { campaignTypes } from '@roost/domain';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { CampaignCollaborators } from './campaign-collaborators';
import { ConsentStatement } from './consent-statement';
import { LeadUpload } from './lead-upload';
import { LinkDestination } from './link-destination';

/**
 * The wizard's Details step (spec 2.11): name and type, the lead upload with its report, where the texts' link
 * leads, and the collaborators. Everything is written to the draft as it changes, so a reload keeps it; the wizard's
 * Next checks the name and type.
 */
export function DetailsStep() {
  const { campaign } = useCampaignDraft();
  const setCampaign = (change: Partial<typeof campaign>) =>
    updateDraft((draft) => ({ ...draft, campaign: { ...draft.campaign, ...change } }));

  return (
    <Stack spacing={4} sx={{ maxWidth: 720, minWidth: 0 }}>
      <Stack spacing={2}>
        <TextField
          label="Campaign Name"
          value={campaign.name}
          onChange={(event) => setCampaign({ name: event.target.value })}
          required
          fullWidth
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          select
          label="Campaign Type"
          value={campaign.type}
          onChange={(event) => setCampaign({ type: event.target.value })}
          required
          fullWidth
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="" disabled>
            Choose a type
          </option>
          {campaignTypes.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </TextField>
      </Stack>
      <LeadUpload />
      <ConsentStatement />
      <LinkDestination />
      <CampaignCollaborators />
    </Stack>
  );
}
