import { screen, within } from '@testing-library/react';
import { addressFigures, type PropertyRecord } from '@roost/domain';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../lib/format';
import { testProperty } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { figure } from '../test/pmi-page';
import { openToolReport } from '../test/tool-page';

// The day of the fake clock: the pages' 'today'.
const TODAY = '2026-03-02';

beforeAll(() =>
  Promise.all([
    import('../features/pmi-removal/routes/pmi-removal-page'),
    import('../features/payment-design/routes/payment-design-page'),
    import('../features/refi-center/routes/refi-center-page'),
  ]),
);
beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const STRIP = ['Estimated Value', 'Est. Loan Balance', 'Est. Loan to Value', 'Est. Cash/Equity Available'];
const stripFigures = () => STRIP.map((label) => figure(label));

/** Homes whose figures used to differ between pages by a dollar, or whose insurance card contradicted itself. */
const homes: [string, PropertyRecord][] = [
  ['a balance in cents', testProperty()],
  ['a balance ending in 50 cents', testProperty({ estimate: 612_345, loanBalance: 250_000.5 })],
  // 80% of $650,001 is $520,000.80: rounded on one page ($79,878) and floored on another ($79,877) before.
  ['80% of the value in cents', testProperty({ estimate: 650_001, loanBalance: 440_123.1 })],
  ['a VA loan above 80%', testProperty({ loanType: 'VA', loanBalance: 560_000 })],
  ['an FHA loan above 80%', testProperty({ loanType: 'FHA', loanAmount: 482_500, loanBalance: 560_000 })],
  [
    'PMI past its automatic end',
    testProperty({ loanDate: '2012-04-20', loanTermMonths: 180, loanRatePercent: 3.9, loanBalance: 150_000.75 }),
  ],
];

describe('the address tools agree on every figure of a home', () => {
  it.each(homes)('%s', async (_label, record) => {
    const figures = addressFigures(record, record.loanBalance ?? 0, TODAY);
    const expected = [
      formatMoney(figures.value),
      formatMoney(figures.balance),
      `${figures.loanToValuePercent}%`,
      formatMoney(figures.cashAvailable),
    ];

    const pmi = await openToolReport('/pmi-removal', { record });
    expect(stripFigures()).toEqual(expected);
    pmi.unmount();

    const refi = await openToolReport('/estimator/reficenter', { record });
    expect(stripFigures()).toEqual(expected);
    const today = within(screen.getByRole('region', { name: 'Your home today' }));
    expect(today.getByText(formatMoney(figures.value - figures.balance))).toBeInTheDocument();
    refi.unmount();

    await openToolReport('/payment-design-center', { record });
    const cashSlider = await screen.findByRole('slider', { name: 'Cash you take out' });
    expect(cashSlider).toHaveAttribute('max', String(figures.cashAvailable));
    if (figures.cashAvailable > 0) {
      expect(
        screen.getByText(`Up to ${expected[3]}: 80% of the home's estimated value, less what you owe.`),
      ).toBeVisible();
    }
  });
});
