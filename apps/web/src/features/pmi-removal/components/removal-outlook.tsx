import Typography from '@mui/material/Typography';
import type { CurrentValueRemoval, FhaMipEnd, HpaDates, RemovalOutlook } from '@roost/domain';
import { formatCalendarDate, formatMoney } from '../../../lib/format';

/** When insurance still in force can go, in plain sentences for the loan's program. */
export function RemovalOutlookText({ removal, today }: { removal: RemovalOutlook; today: string }) {
  return (
    <>
      <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
        When can it be removed?
      </Typography>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {sentences(removal, today).map((sentence) => (
          <Typography component="li" key={sentence} sx={{ mt: 0.5 }}>
            {sentence}
          </Typography>
        ))}
      </ul>
    </>
  );
}

function sentences(removal: RemovalOutlook, today: string): string[] {
  switch (removal.program) {
    case 'va':
      return ['VA loans have no monthly mortgage insurance.'];
    case 'other':
      return ['We cannot tell how the insurance on this type of loan ends; an expert can check it with you.'];
    case 'fha':
      return [fhaSentence(removal.end)];
    case 'conventional':
      return [...scheduleSentences(removal.dates, today), ...currentValueSentences(removal.currentValue)];
  }
}

function fhaSentence(end: FhaMipEnd | undefined): string {
  if (!end) return 'We need the original loan amount, price and date to tell how long the FHA premium (MIP) lasts.';
  switch (end.kind) {
    case 'life-of-loan':
      return 'The FHA premium (MIP) lasts for the life of this loan, because less than 10% was put down. Refinancing into a conventional loan once you owe 80% or less of the value is the usual way to remove it.';
    case 'unknown':
      return `${end.reason}: an expert can check with you how its premium (MIP) ends.`;
    case 'ends':
      return end.rule === 'eleven-years'
        ? `The FHA premium (MIP) ends after 11 years of payments, with the payment due ${formatCalendarDate(end.date)}, because at least 10% was put down.`
        : `This FHA loan began before June 2013: its premium (MIP) ends once the balance is scheduled to reach 78% of the original value, with the payment due ${formatCalendarDate(end.date)}.`;
  }
}

function scheduleSentences(dates: HpaDates | undefined, today: string): string[] {
  if (!dates) return ["We need the loan's original amount, value, date and rate to work out its removal dates."];
  if (!dates.applies) return [`${dates.reason}.`];
  const ask = dates.requestCancellation.date;
  return [
    ask <= today
      ? `You can ask to remove PMI now: your scheduled balance reached 80% of the original value on ${formatCalendarDate(ask)}.`
      : `You can ask to remove PMI from ${formatCalendarDate(ask)}.`,
    `It ends automatically by ${formatCalendarDate(dates.latestEnd.date)}, if your payments are up to date.`,
  ];
}

function currentValueSentences(removal: CurrentValueRemoval | undefined): string[] {
  if (!removal) return [];
  if (removal.status === 'too-soon') {
    return [`On today's value: a loan must be 2 years old first, so in ${removal.monthsToWait} months.`];
  }
  const limit = `${removal.maximumLoanToValuePercent}% of today's value`;
  if (removal.status === 'eligible') {
    return [
      `On today's value you may be eligible now: you owe ${limit} or less. Your lender will ask for a new valuation.`,
    ];
  }
  return [`On today's value: pay down ${formatMoney(removal.paydownNeeded)} to owe ${limit}, then ask your lender.`];
}
