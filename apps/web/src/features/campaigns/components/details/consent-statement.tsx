import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { consentTexts, UPLOAD_CONSENT_STATEMENT_ID } from '@roost/domain';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';

/**
 * The uploader's affirmation that every person in the file agreed to be texted, shown once a file is read.
 * Its exact words are the domain's versioned statement: the launch sends the version's id, and the server
 * keeps those words with every contact's consent event (a launch without it is refused).
 */
export function ConsentStatement() {
  const draft = useCampaignDraft();
  if (!draft.upload) return null;
  const affirmed = draft.consentStatementId === UPLOAD_CONSENT_STATEMENT_ID;
  return (
    <FormControlLabel
      sx={{ alignItems: 'flex-start' }}
      control={
        <Checkbox
          checked={affirmed}
          sx={{ mt: -1 }}
          onChange={(event) =>
            updateDraft((current) => ({
              ...current,
              consentStatementId: event.target.checked ? UPLOAD_CONSENT_STATEMENT_ID : undefined,
            }))
          }
        />
      }
      label={consentTexts.uploadCheckbox}
    />
  );
}
