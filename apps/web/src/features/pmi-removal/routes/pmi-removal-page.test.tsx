import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addMonths,
  cashAvailable,
  homeownersProtectionDates,
  loanToValuePercent,
  type PropertyRecord,
} from '@roost/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCalendarDate, formatMoney } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { propertyApi, TEST_ADDRESS_KEY, testProperty } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { figure, openPmiReport } from '../../../test/pmi-page';
import { renderApp, stubServer } from '../../../test/render-app';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const address = { id: TEST_ADDRESS_KEY, address: '1234 Oak St, Sacramento, CA 95814' };

describe('PMI/MIP Removal search', () => {
  it('home: the section offers the address search and a link; choosing with the keyboard opens the report', async () => {
    stubServer(propertyApi({ cached: testProperty() }));
    const { router } = renderApp('/');
    const section = within(document.getElementById('pmi-removal')!);
    // The section's search arrives in its own chunk, a moment after the page (not in the first page's code).
    expect(await section.findByRole('link', { name: 'Open PMI/MIP Removal' })).toHaveAttribute('href', '/pmi-removal');
    const user = userEvent.setup({ delay: null });
    await user.type(section.getByRole('combobox', { name: 'Enter Your Address' }), '1234 Oak');
    await screen.findByRole('option', { name: address.address });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/pmi-removal/${TEST_ADDRESS_KEY}`));
    expect(sessionStore.get().address).toEqual(address);
  });

  it('without an address: a search hero that says what the tool does', async () => {
    stubServer();
    renderApp('/pmi-removal');
    expect(await screen.findByRole('heading', { level: 1, name: 'PMI/MIP Removal' })).toBeInTheDocument();
    expect(screen.getByText(/when your mortgage insurance can be removed/)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
  });
});

describe('PMI/MIP Removal report', () => {
  it('computes the record when none is cached, saying what it is doing every 5 seconds', async () => {
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = propertyApi({ cached: null, computed: testProperty() });
    const { calls } = stubServer(async (url) => {
      if (url.includes('/property/calculate/')) await held;
      return undefined;
    }, server);
    renderApp(`/pmi-removal/${TEST_ADDRESS_KEY}`);
    expect(await screen.findByRole('status')).toHaveTextContent('Getting property details...');
    expect(screen.getByRole('progressbar', { name: 'Loading property' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Calculating property estimates...');
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('status')).toHaveTextContent('Finishing up property calculations...');
    release();
    expect(await screen.findByRole('heading', { level: 1, name: address.address })).toBeInTheDocument();
    const computed = new URL(calls.find((call) => call.url.includes('/calculate/'))!.url, 'http://localhost');
    expect(computed.pathname).toBe('/api/integrations/property/calculate/proxy/');
    expect(Object.fromEntries(computed.searchParams)).toEqual({
      address: '1234 Oak St',
      city: 'Sacramento',
      state: 'CA',
    });
    expect(sessionStore.get().address).toEqual(address);
  });

  it('on failure shows the red banner, clears the session address and offers the search again', async () => {
    sessionStore.update({ address });
    stubServer(propertyApi({ cached: null, computed: null }));
    renderApp(`/pmi-removal/${TEST_ADDRESS_KEY}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching address information. Please try a new address.',
    );
    expect(sessionStore.get().address).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
  });

  it('shows the figures of the domain functions', async () => {
    const { record } = await openPmiReport();
    const balance = record.loanBalance!;
    expect(figure('Estimated Value')).toBe(formatMoney(record.estimate!));
    expect(screen.getByText('Range $610,000 – $690,000')).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    expect(figure('Est. Loan Balance')).toBe('$440,123');
    expect(figure('Est. Loan to Value')).toBe(`${loanToValuePercent(balance, record.estimate!)}%`);
    expect(figure('Est. Cash/Equity Available')).toBe(formatMoney(cashAvailable(record.estimate!, balance)));
    expect(screen.getByRole('heading', { level: 2, name: 'Congratulations!' })).toBeInTheDocument();
    expect(
      screen.getByText(/Loan balance estimated at the 2.98% average rate of June 2021, Source: Freddie Mac PMMS/),
    ).toBeInTheDocument();
    for (const sentence of removalDates(record)) expect(screen.getByText(sentence)).toBeInTheDocument();
    expect(screen.getByText("On today's value you may be eligible now", { exact: false })).toBeInTheDocument();
  });

  it("says 'Almost there!' above 80%, and how much is left to pay", async () => {
    await openPmiReport({ record: testProperty({ loanBalance: 560_000 }) });
    expect(figure('Est. Loan to Value')).toBe('86%');
    expect(screen.getByRole('heading', { level: 2, name: 'Almost there!' })).toBeInTheDocument();
    expect(screen.getByText(/paying down about \$40,000/)).toBeInTheDocument();
    expect(figure('Est. Cash/Equity Available')).toBe('$0');
  });

  it.each([
    ['FHA', { loanType: 'FHA', loanAmount: 482_500 }, /lasts for the life of this loan/],
    ['FHA with 10% down', { loanType: 'FHA', loanAmount: 450_000 }, /ends after 11 years of payments/],
    ['VA', { loanType: 'VA' }, /VA loans have no monthly mortgage insurance/],
  ])('explains how a %s loan’s insurance ends', async (_label, loan, text) => {
    await openPmiReport({ record: testProperty(loan) });
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it("'Try a new address?' clears the session address and goes home", async () => {
    const { user, router } = await openPmiReport();
    expect(sessionStore.get().address?.id).toBe(TEST_ADDRESS_KEY);
    await user.click(screen.getByRole('button', { name: 'Try a new address?' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get().address).toBeNull();
  });
});

describe('PMI/MIP card: never contradicts itself', () => {
  const card = () => within(screen.getByRole('region', { name: /^Your mortgage insurance/ }));
  const ltvCard = () =>
    within(screen.getByRole('region', { name: /^(Almost there!|Congratulations!|Your loan-to-value)$/ }));

  it('past its automatic end date: says it should have ended and what to do, with no monthly premium', async () => {
    // 90% of the price on a 15-year loan at 3.9% from April 2012: scheduled to reach 78% in December 2014.
    await openPmiReport({
      record: testProperty({ loanDate: '2012-04-20', loanAmount: 450_000, loanTermMonths: 180, loanRatePercent: 3.9 }),
    });
    expect(card().getByText('It should have ended')).toBeInTheDocument();
    expect(
      card().getByText(
        'It should already have ended automatically, on December 1, 2014, when your balance was scheduled to reach 78% of the original value, if your payments are up to date.',
      ),
    ).toBeInTheDocument();
    expect(
      card().getByText(/ask your servicer to stop it and to return the premiums paid since then/),
    ).toBeInTheDocument();
    expect(card().queryByText(/a month/)).not.toBeInTheDocument();
    expect(card().queryByText('When can it be removed?')).not.toBeInTheDocument();
    expect(card().getByRole('button', { name: "Let's Get This Removed" })).toBeEnabled();
  });

  it('a VA loan above 80%: no insurance, so no pay-down target and no "Almost there!"', async () => {
    await openPmiReport({ record: testProperty({ loanType: 'VA', loanBalance: 560_000 }) });
    expect(figure('Est. Loan to Value')).toBe('86%');
    expect(screen.queryByRole('heading', { name: 'Almost there!' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan-to-value' })).toBeInTheDocument();
    expect(
      ltvCard().getByText(
        'You owe about 86% of what your home is worth today. This loan has no mortgage insurance to remove.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/pay(ing)? down/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your mortgage insurance' })).toBeInTheDocument();
    expect(card().getByText('No mortgage insurance')).toBeInTheDocument();
    expect(card().getByText('VA loans have no monthly mortgage insurance.')).toBeInTheDocument();
    expect(card().queryByText(/a month/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: "Let's Get This Removed" })).not.toBeInTheDocument();
  });

  it('a conventional loan that started at 80% or less: no insurance, no target', async () => {
    await openPmiReport({ record: testProperty({ loanAmount: 400_000, loanBalance: 560_000 }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Your loan-to-value' })).toBeInTheDocument();
    expect(card().getByText('The loan started at or below 80% of the value.')).toBeInTheDocument();
    expect(screen.queryByText(/pay(ing)? down/)).not.toBeInTheDocument();
  });

  it('an FHA loan above 80%: MIP, and 80% as the way to refinance out of it', async () => {
    await openPmiReport({ record: testProperty({ loanType: 'FHA', loanAmount: 482_500, loanBalance: 560_000 }) });
    expect(screen.getByRole('heading', { level: 2, name: 'Almost there!' })).toBeInTheDocument();
    expect(
      ltvCard().getByText(
        /FHA insurance \(MIP\) does not end at 80%, but at 80% you can usually refinance into a conventional loan without it: paying down about \$40,000/,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your mortgage insurance (MIP)' })).toBeInTheDocument();
    expect(card().getByText('$257')).toBeInTheDocument();
    expect(card().getByText(/lasts for the life of this loan/)).toBeInTheDocument();
  });

  it('an FHA loan with 10% down past 11 years: its MIP should have ended, no premium', async () => {
    await openPmiReport({
      record: testProperty({ loanType: 'FHA', loanAmount: 450_000, loanDate: '2014-01-10', loanRatePercent: 4.4 }),
    });
    expect(
      card().getByText(
        'The FHA premium (MIP) should already have ended after 11 years of payments, with the payment due February 1, 2025, if your payments are up to date.',
      ),
    ).toBeInTheDocument();
    expect(card().queryByText(/a month/)).not.toBeInTheDocument();
    expect(ltvCard().getByText(/your mortgage insurance should already have ended/)).toBeInTheDocument();
  });

  it('fits a 360px screen with each kind of card', async () => {
    useNarrowScreen();
    for (const record of [
      testProperty({ loanDate: '2012-04-20', loanAmount: 450_000, loanTermMonths: 180, loanRatePercent: 3.9 }),
      testProperty({ loanType: 'VA', loanBalance: 560_000 }),
      testProperty({ loanType: 'FHA', loanAmount: 482_500, loanBalance: 560_000 }),
    ]) {
      const { unmount } = await openPmiReport({ record });
      expectNoFixedWidthOver(360);
      unmount();
    }
  });
});

function removalDates(record: PropertyRecord): string[] {
  const dates = homeownersProtectionDates({
    originalLoanAmount: record.loanAmount!,
    originalValue: record.salePrice!,
    annualRatePercent: record.loanRatePercent!,
    termMonths: record.loanTermMonths!,
    firstPaymentDate: addMonths('2021-06-01', 2),
  });
  if (!dates.applies) throw new Error('The fixture loan has PMI');
  return [
    `You can ask to remove PMI from ${formatCalendarDate(dates.requestCancellation.date)}.`,
    `It ends automatically by ${formatCalendarDate(dates.latestEnd.date)}, if your payments are up to date.`,
  ];
}
