import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { updateDraft, useCampaignDraft } from '../../draft/campaign-draft';
import { TimelineFields, type TimelineField } from '../timeline-fields';

const setField = (field: TimelineField, value: string) =>
  updateDraft((draft) => ({ ...draft, campaign: { ...draft.campaign, [field]: value } }));

/** 'Select Timeline': texts per day, the weekdays and the dates, with the plan they give. */
export function TimelineStep() {
  const draft = useCampaignDraft();
  const { messagesPerDay, daysOfWeek, startDate, endDate } = draft.campaign;
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Select Timeline
      </Typography>
      <TimelineFields
        value={{ messagesPerDay, daysOfWeek, startDate, endDate }}
        onChange={setField}
        contacts={draft.upload?.report.valid ?? 0}
      />
    </Stack>
  );
}
