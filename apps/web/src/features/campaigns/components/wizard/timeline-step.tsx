import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  campaignWeekdays,
  forecastSchedule,
  MIN_MESSAGES_PER_DAY,
  parseMessagesPerDay,
  storedWeekdayNames,
  weekdayNumbers,
} from '@roost/domain';
import { updateDraft, useCampaignDraft, type CampaignDraft } from '../../draft/campaign-draft';
import { formatCampaignDate, formatCount } from '../campaign-format';

type TimelineField = 'messagesPerDay' | 'daysOfWeek' | 'startDate' | 'endDate';
const setField = (field: TimelineField, value: string) =>
  updateDraft((draft) => ({ ...draft, campaign: { ...draft.campaign, [field]: value } }));

/** The stored names of the chosen days, in weekday order. */
const chosenDays = (draft: CampaignDraft): string[] =>
  weekdayNumbers(draft.campaign.daysOfWeek).flatMap((day) => storedWeekdayNames[day] ?? []);

/** 'Select Timeline': texts per day, the weekdays and the dates, with the forecast they give. */
export function TimelineStep() {
  const draft = useCampaignDraft();
  const { messagesPerDay, startDate, endDate } = draft.campaign;
  const days = chosenDays(draft);
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h2">
        Select Timeline
      </Typography>
      <TextField
        label={`Number of texts sent (minimum ${MIN_MESSAGES_PER_DAY} per day)`}
        value={messagesPerDay}
        onChange={(event) => setField('messagesPerDay', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        sx={{ maxWidth: 420 }}
      />
      <Stack spacing={1}>
        <Typography id="weekdays-label">Days of the week</Typography>
        <ToggleButtonGroup
          value={days}
          onChange={(_event, next: string[]) =>
            setField(
              'daysOfWeek',
              campaignWeekdays
                .filter((day) => next.includes(day.stored))
                .map((day) => day.stored)
                .join(','),
            )
          }
          aria-labelledby="weekdays-label"
          color="primary"
          sx={{ flexWrap: 'wrap' }}
        >
          {campaignWeekdays.map((day) => (
            <ToggleButton key={day.stored} value={day.stored} sx={{ minWidth: 48, textTransform: 'none' }}>
              {day.label}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label="Start Date"
          type="date"
          value={startDate}
          onChange={(event) => setField('startDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="End Date"
          type="date"
          value={endDate}
          onChange={(event) => setField('endDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: startDate || undefined } }}
        />
      </Stack>
      <Forecast draft={draft} />
    </Stack>
  );
}

function Forecast({ draft }: { draft: CampaignDraft }) {
  const contacts = draft.upload?.report.valid ?? 0;
  const perDay = parseMessagesPerDay(draft.campaign.messagesPerDay);
  const forecast = forecastSchedule({
    contacts,
    messagesPerDay: perDay,
    daysOfWeek: draft.campaign.daysOfWeek,
    startDate: draft.campaign.startDate,
    endDate: draft.campaign.endDate,
  });
  if (!forecast.finishDate) {
    return (
      <Typography color="text.secondary" role="status">
        Choose the texts per day, the days and both dates to see when your campaign finishes.
      </Typography>
    );
  }
  const summary = `At ${formatCount(perDay)} texts a day on the chosen days, your ${formatCount(contacts)} contacts need ${formatCount(forecast.sendingDays)} sending ${forecast.sendingDays === 1 ? 'day' : 'days'}`;
  if (forecast.fits) {
    return (
      <Alert severity="info" role="status">
        {summary} and finish on {formatCampaignDate(forecast.finishDate)}.
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {summary}, but only {formatCount(forecast.availableDays)} sending{' '}
      {forecast.availableDays === 1 ? 'day fits' : 'days fit'} before the end date: it would finish on{' '}
      {formatCampaignDate(forecast.finishDate)}. Send more texts a day, add days or move the end date.
    </Alert>
  );
}
