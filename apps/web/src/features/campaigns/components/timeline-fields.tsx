import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  campaignWeekdays,
  earliestStartDate,
  MIN_MESSAGES_PER_DAY,
  parseMessagesPerDay,
  planSchedule,
  storedWeekdayNames,
  weekdayNumbers,
} from '@roost/domain';
import { useId } from 'react';
import { formatCampaignDate, formatCount } from './campaign-format';

/** The Timeline's four fields as typed (the draft's strings). */
export interface TimelineValue {
  messagesPerDay: string;
  daysOfWeek: string;
  startDate: string;
  endDate: string;
}
export type TimelineField = keyof TimelineValue;

/**
 * Texts per day, the weekdays and the dates, with the plan line they give: the wizard's Timeline step and the
 * campaign page's change dialog. The start date's picker begins at the earliest date the server takes.
 */
export function TimelineFields({
  value,
  onChange,
  contacts,
  now = new Date(),
}: {
  value: TimelineValue;
  onChange: (field: TimelineField, value: string) => void;
  contacts: number;
  now?: Date;
}) {
  const weekdaysLabel = useId();
  const days = weekdayNumbers(value.daysOfWeek).flatMap((day) => storedWeekdayNames[day] ?? []);
  return (
    <Stack spacing={3}>
      <TextField
        label={`Number of texts sent (minimum ${MIN_MESSAGES_PER_DAY} per day)`}
        value={value.messagesPerDay}
        onChange={(event) => onChange('messagesPerDay', event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 9 } }}
        sx={{ maxWidth: 420 }}
      />
      <Stack spacing={1}>
        <Typography id={weekdaysLabel}>Days of the week</Typography>
        <ToggleButtonGroup
          value={days}
          onChange={(_event, next: string[]) =>
            onChange(
              'daysOfWeek',
              campaignWeekdays
                .filter((day) => next.includes(day.stored))
                .map((day) => day.stored)
                .join(','),
            )
          }
          aria-labelledby={weekdaysLabel}
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
          value={value.startDate}
          onChange={(event) => onChange('startDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliestStartDate(now) } }}
        />
        <TextField
          label="End Date"
          type="date"
          value={value.endDate}
          onChange={(event) => onChange('endDate', event.target.value)}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: value.startDate || undefined } }}
        />
      </Stack>
      <PlanLine value={value} contacts={contacts} now={now} />
    </Stack>
  );
}

/**
 * When the campaign finishes: on the chosen weekdays only, from the first day with allowed hours left (texts go
 * 8 AM-9 PM in each contact's time zone, so a start today after 9 PM Pacific begins tomorrow).
 */
function PlanLine({ value, contacts, now }: { value: TimelineValue; contacts: number; now: Date }) {
  const perDay = parseMessagesPerDay(value.messagesPerDay);
  const plan = planSchedule({ ...value, contacts, messagesPerDay: perDay, now });
  if (!plan.finishDate || !plan.firstDate) {
    return (
      <Typography color="text.secondary" role="status">
        Choose the texts per day, the days and both dates to see when your campaign finishes.
      </Typography>
    );
  }
  const hours =
    "Texts go out only between 8 AM and 9 PM in each contact's time zone, or the narrower hours a state sets.";
  const starts =
    plan.firstDate !== value.startDate ? " Today's sending hours are over, so nothing goes out before tomorrow." : '';
  const summary = `At ${formatCount(perDay)} texts a day on the chosen days, your ${formatCount(contacts)} contacts need ${formatCount(plan.sendingDays)} sending ${plan.sendingDays === 1 ? 'day' : 'days'}`;
  if (plan.fits) {
    return (
      <Alert severity="info" role="status">
        {summary} and finish on {formatCampaignDate(plan.finishDate)}.{starts} {hours}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="status">
      {summary}, but only {formatCount(plan.availableDays)} sending {plan.availableDays === 1 ? 'day fits' : 'days fit'}{' '}
      before the end date: it would finish on {formatCampaignDate(plan.finishDate)}. Send more texts a day, add days or
      move the end date.{starts} {hours}
    </Alert>
  );
}
