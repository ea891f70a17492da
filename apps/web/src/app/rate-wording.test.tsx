import { screen, within } from '@testing-library/react';
import type { CurrentRates } from '@roost/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProperty, testRates } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import type { Handler } from '../test/render-app';
import { openToolPage, openToolReport } from '../test/tool-page';

// Every tool page that shows a rate dates it, and calls it today's only while the server says it is current.

beforeAll(() =>
  Promise.all([
    import('../features/dream-rate/routes/dream-rate-page'),
    import('../features/payment-design/routes/payment-design-page'),
    import('../features/refi-center/routes/refi-center-page'),
  ]),
);
beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The shipped history's last week, six months before the server's today: no longer current. */
const staleWeek = testRates({
  rate30: { ratePercent: 6.36, roundedToEighth: 6.375, date: '2026-05-14', basis: 'survey' },
  rate15: {
    ratePercent: 5.63,
    roundedToEighth: 5.625,
    date: '2026-05-14',
    basis: 'derived-from-30-year',
    spreadPercent: 0.73,
    lastSurveyDate: '2024-05-16',
  },
  date: '2026-05-14',
  current: false,
});

const sheetFigure = (ratePercent: number) => ({
  ratePercent,
  roundedToEighth: ratePercent,
  date: '2026-02-27',
  basis: 'rate-sheet' as const,
});
/** An admin's rate sheet, current, with its own ARM rate. */
const rateSheet: CurrentRates = {
  rate30: sheetFigure(6.125),
  rate15: sheetFigure(5.5),
  rateArm: sheetFigure(5.875),
  date: '2026-02-27',
  source: 'rate sheet',
  current: true,
  credit: null,
};

const serving =
  (rates: CurrentRates): Handler =>
  (url) =>
    new URL(url, 'http://localhost').pathname === '/api/home/rates' ? { status: 200, body: rates } : undefined;

/** "today's" next to a rate: today's average, today's rates, today's 30-year... (not "today's payment"). */
const TODAYS_RATE = /today'?s (average|rates?|30-year)/i;
const pageText = () => document.body.textContent ?? '';

describe('rates older than 14 days', () => {
  it('Dream Rate names the week and never says today', async () => {
    openToolPage('/dream-rate', { override: serving(staleWeek) });
    expect(await screen.findByText(/30-year average for the week of/)).toHaveTextContent(
      'The 30-year average for the week of May 14, 2026 was 6.36%, the latest we have.',
    );
    expect(pageText()).not.toMatch(TODAYS_RATE);
    expect(screen.getByText(/Source: Freddie Mac PMMS/)).toBeInTheDocument();
  });

  it('the Payment Design Center starts at that week’s rates, dated, and says the 15-year is derived', async () => {
    await openToolReport('/payment-design-center', { override: serving(staleWeek) });
    await screen.findByRole('slider', { name: 'Interest rate' });
    const disclaimer = screen.getByText(/not an offer of credit/);
    expect(disclaimer).toHaveTextContent(
      'Average rates for the week of May 14, 2026, where the designer starts: 30-year 6.36%, 15-year 5.63%.',
    );
    expect(disclaimer).toHaveTextContent(
      "The 15-year rate is derived: the survey's 15-year figures we hold end with the week of May 16, 2024",
    );
    expect(disclaimer).toHaveTextContent('Source: Freddie Mac PMMS');
    expect(pageText()).not.toMatch(TODAYS_RATE);
  });

  it('the Refi Center heads its options with the latest rates, not today’s', async () => {
    await openToolReport('/estimator/reficenter', { override: serving(staleWeek), record: testProperty() });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Refinance options at the latest rates we have' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Average rates for the week of May 14, 2026/)).toHaveTextContent(
      'Source: Freddie Mac PMMS',
    );
    expect(pageText()).not.toMatch(TODAYS_RATE);
  });
});

describe("an admin's current rate sheet", () => {
  it('Dream Rate compares with the sheet’s 30-year rate, without the survey credit', async () => {
    openToolPage('/dream-rate', { override: serving(rateSheet) });
    expect(await screen.findByText(/our rate sheet of/)).toHaveTextContent(
      "Today's 30-year rate is 6.125% (our rate sheet of February 27, 2026).",
    );
    expect(screen.queryByText(/Freddie Mac/)).not.toBeInTheDocument();
  });

  it('the Payment Design Center takes the sheet’s ARM rate instead of the illustration', async () => {
    const { user } = await openToolReport('/payment-design-center', { override: serving(rateSheet) });
    const rate = await screen.findByRole('slider', { name: 'Interest rate' });
    expect(rate).toHaveValue('6.125');
    await user.click(screen.getByRole('button', { name: '5 Year Arm' }));
    expect(rate).toHaveValue('5.875');
    expect(
      screen.getByText('The 5-year ARM rate is from our rate sheet, fixed for 5 years and then adjusting.'),
    ).toBeVisible();
    expect(screen.queryByText(/An illustration/)).not.toBeInTheDocument();
    expect(screen.getByText(/not an offer of credit/)).toHaveTextContent(
      "Today's rates (our rate sheet of February 27, 2026), where the designer starts: 30-year 6.125%, 15-year 5.5%, 5-year ARM 5.875%.",
    );
  });

  it('the Refi Center prices the ARM at the sheet’s rate', async () => {
    await openToolReport('/estimator/reficenter', { override: serving(rateSheet) });
    const options = await screen.findByRole('list', { name: 'Refinance options' });
    expect(within(options).getByRole('heading', { name: '5 Year Arm at 5.875%' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: "Refinance options at today's rates" })).toBeInTheDocument();
    expect(screen.getByText(/rate is from our rate sheet/)).toBeInTheDocument();
  });
});
