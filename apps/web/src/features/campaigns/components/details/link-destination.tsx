import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { destinationProblem } from '../wizard/wizard-steps';

/**
 * Where the link in each text leads (the campaign's redirectUrl): by default each contact's own page, with their
 * home's figures and the loan officer; or a page of the sender's. Kept in the draft as it changes; the address is
 * checked once the person leaves the field, and again by the wizard's Next.
 */
export function LinkDestination() {
  const { campaign } = useCampaignDraft();
  const labelId = useId();
  const [touched, setTouched] = useState(false);
  const set = (change: Partial<typeof campaign>) =>
    updateDraft((draft) => ({ ...draft, campaign: { ...draft.campaign, ...change } }));
  const problem = touched ? destinationProblem(campaign) : null;

  return (
    <FormControl>
      <FormLabel id={labelId}>The link in each text opens</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        value={campaign.destination}
        onChange={(event) => set({ destination: event.target.value === 'url' ? 'url' : 'home-report' })}
      >
        <FormControlLabel
          value="home-report"
          control={<Radio />}
          label="The contact's own page: their home's figures, you, and a one-tap request for a review"
        />
        <FormControlLabel value="url" control={<Radio />} label="A page of yours" />
      </RadioGroup>
      {campaign.destination === 'url' && (
        <TextField
          label="Your page's address"
          type="url"
          value={campaign.redirectUrl}
          onChange={(event) => set({ redirectUrl: event.target.value })}
          onBlur={() => setTouched(true)}
          error={Boolean(problem)}
          helperText={problem ?? 'An https:// address; the link adds ref= so a lead from it comes back to you'}
          placeholder="https://"
          fullWidth
          autoComplete="url"
          slotProps={{ htmlInput: { maxLength: 2000 } }}
          sx={{ mt: 1 }}
        />
      )}
    </FormControl>
  );
}
