import { render, screen } from '@testing-library/react';
import type { CurrentRates } from '@roost/domain';
import { describe, expect, it } from 'vitest';
import { RateAsOf, rateAsOfText } from './rate-as-of';

const pmmsWeek = (date: string, current: boolean) => ({ date, source: 'Freddie Mac PMMS' as const, current });
const derived15: CurrentRates['rate15'] = {
  ratePercent: 5.63,
  roundedToEighth: 5.625,
  date: '2026-05-14',
  basis: 'derived-from-30-year',
  spreadPercent: 0.73,
  lastSurveyDate: '2024-05-16',
};

describe('RateAsOf', () => {
  it("calls a current PMMS week today's, with its week and the Freddie Mac credit", () => {
    render(<RateAsOf rates={pmmsWeek('2026-11-19', true)} />);
    expect(screen.getByText(/week of/)).toHaveTextContent(
      "Today's average rate (week of November 19, 2026). Source: Freddie Mac PMMS",
    );
  });

  it("never calls an old week today's: it names the week the rate is from", () => {
    render(<RateAsOf rates={pmmsWeek('2026-05-14', false)} plural />);
    const line = screen.getByText(/week of/);
    expect(line).toHaveTextContent('Average rates for the week of May 14, 2026. Source: Freddie Mac PMMS');
    expect(line.textContent).not.toMatch(/today/i);
  });

  it('dates a rate sheet by its date, without the survey credit', () => {
    const sheet = { date: '2026-11-20', source: 'rate sheet' as const };
    expect(rateAsOfText({ ...sheet, current: true })).toBe("Today's rate (our rate sheet of November 20, 2026)");
    expect(rateAsOfText({ ...sheet, current: false }, { plural: true })).toBe(
      'Rates from our rate sheet of November 20, 2026',
    );
    render(<RateAsOf rates={{ ...sheet, current: true }} plural />);
    expect(screen.getByText(/rate sheet/)).toHaveTextContent("Today's rates (our rate sheet of November 20, 2026).");
    expect(screen.queryByText(/Freddie Mac/)).not.toBeInTheDocument();
  });

  it('says when the 15-year rate is derived because the shipped 15-year series ends in 2024', () => {
    render(<RateAsOf rates={{ ...pmmsWeek('2026-05-14', false), rate15: derived15 }} plural derived15 />);
    expect(screen.getByText(/derived/)).toHaveTextContent(
      "The 15-year rate is derived: the survey's 15-year figures we hold end with the week of May 16, 2024, so it is " +
        'the 30-year average less the usual gap between the two (0.73 points).',
    );
  });
});
