import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { PMMS_CREDIT, PMMS_SOURCE, type CurrentRates } from '@roost/domain';
import { formatCalendarDate } from '../lib/format';

/** What a page knows of the rates it shows: their date, where they came from and whether they are current. */
export type RatesAsOf = Pick<CurrentRates, 'date' | 'source' | 'current'>;

/**
 * Where a rate is from, in words: "Today's average rate (week of November 19, 2026)" for a current PMMS
 * week, "Average rate for the week of May 14, 2026" for an older one (never "today's": it is not), and
 * "Today's rate (our rate sheet of ...)" / "Rate from our rate sheet of ..." for an admin's rate sheet.
 */
export function rateAsOfText(rates: RatesAsOf, options: { plural?: boolean } = {}): string {
  const date = formatCalendarDate(rates.date);
  const noun = options.plural ? 'rates' : 'rate';
  if (rates.source === PMMS_SOURCE) {
    return rates.current ? `Today's average ${noun} (week of ${date})` : `Average ${noun} for the week of ${date}`;
  }
  return rates.current
    ? `Today's ${noun} (our rate sheet of ${date})`
    : `R${noun.slice(1)} from our rate sheet of ${date}`;
}

/**
 * Says the 15-year rate is derived when it is: the shipped survey's 15-year series ends in May 2024, so
 * later weeks take the 30-year average minus the usual spread between the two. Null when it is not.
 */
export function derived15YearText(rates: Pick<CurrentRates, 'rate15'>): string | null {
  const { rate15 } = rates;
  if (rate15.basis !== 'derived-from-30-year') return null;
  const end = rate15.lastSurveyDate
    ? `the survey's 15-year figures we hold end with the week of ${formatCalendarDate(rate15.lastSurveyDate)}`
    : 'the survey has no 15-year figure for that week';
  const spread = rate15.spreadPercent === undefined ? '' : ` (${rate15.spreadPercent.toFixed(2)} points)`;
  return `The 15-year rate is derived: ${end}, so it is the 30-year average less the usual gap between the two${spread}.`;
}

/**
 * The line that dates a rate on every page showing one, with the Freddie Mac credit when the rate is
 * from the survey; `derived15` adds the 15-year note when that figure is shown and derived.
 */
export function RateAsOf({
  rates,
  plural,
  derived15,
  sx,
}: {
  rates: RatesAsOf & Partial<Pick<CurrentRates, 'rate15'>>;
  plural?: boolean;
  derived15?: boolean;
  sx?: SxProps<Theme>;
}) {
  const derivedNote = derived15 && rates.rate15 ? derived15YearText({ rate15: rates.rate15 }) : null;
  return (
    <Typography variant="body2" color="text.secondary" sx={sx}>
      {rateAsOfText(rates, { plural })}.{derivedNote ? ` ${derivedNote}` : ''}
      {rates.source === PMMS_SOURCE ? ` ${PMMS_CREDIT}` : ''}
    </Typography>
  );
}
