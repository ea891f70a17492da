import { screen, waitFor, within } from '@testing-library/react';
import { armPayments, balanceAfter, estimateSolar, monthlyPayment } from '@roost/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';
import { sentTo, testUser } from '../../../test/api/auth';
import { TEST_ADDRESS_KEY, testProperty } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { figure } from '../../../test/pmi-page';
import { expectNoFixedWidthOver, openToolPage, openToolReport, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/estimator/reficenter';
const record = testProperty();
const balance = record.loanBalance!;
// The fixture: taxes 6,000 a year (500 a month), insurance 85; today's rates 6.25 (30y) and 5.5 (15y).
const todayPrincipalAndInterest = monthlyPayment(475_000, 2.98, 360);
/** The change the page states: the difference of the two whole-dollar payments it shows. */
const change = (payment: number, now = todayPrincipalAndInterest) =>
  formatMoney(Math.abs(Math.round(payment) - Math.round(now)));
// Closed in June 2021, 56 of the fixture's 360 payments are due by 2 March 2026.
const LEFT = 'the 25 years and 4 months left on yours';

const option = async (label: string) =>
  within(await screen.findByRole('list', { name: 'Refinance options' })).getByRole('listitem', { name: label });
/** The option's title, then each figure's value (principal & interest, with taxes & insurance, against today...). */
async function optionFigures(label: string) {
  const card = await option(label);
  const values = within(card)
    .getAllByRole('definition')
    .map((value) => value.textContent);
  return [within(card).getByRole('heading').textContent, ...values];
}

describe('Refi Center (/estimator/reficenter/{id})', () => {
  it("shows the address's value, balance, loan-to-value, equity and today's payment", async () => {
    await openToolReport(PATH);
    expect(screen.getByText('Refi Center')).toBeInTheDocument();
    expect(figure('Estimated Value')).toBe('$650,000');
    expect(figure('Est. Loan Balance')).toBe('$440,123');
    expect(figure('Est. Loan to Value')).toBe('68%');
    expect(figure('Est. Cash/Equity Available')).toBe(formatMoney(650_000 * 0.8 - balance));
    const today = within(screen.getByRole('region', { name: 'Your home today' }));
    expect(today.getByText(formatMoney(650_000 - balance))).toBeInTheDocument();
    expect(today.getByText(formatMoney(todayPrincipalAndInterest + 500 + 85))).toBeInTheDocument();
    expect(
      today.getByText(/Principal and interest \$1,997 on the original \$475,000 at 2.98% over 30 years/),
    ).toBeInTheDocument();
  });

  it("lists refinance payments at today's rates, compared with today's", async () => {
    await openToolReport(PATH);
    const thirty = monthlyPayment(balance, 6.25, 360);
    expect(await optionFigures('30 Year Fixed')).toEqual([
      '30 Year Fixed at 6.25%',
      formatMoney(thirty),
      formatMoney(thirty + 585),
      `${change(thirty)} more a month, at a higher rate`,
    ]);
    const fifteen = monthlyPayment(balance, 5.5, 180);
    expect(await optionFigures('15 Year Fixed')).toEqual([
      '15 Year Fixed at 5.5%',
      formatMoney(fifteen),
      formatMoney(fifteen + 585),
      `${change(fifteen)} more a month, at a higher rate: the new loan runs 15 years instead of ${LEFT}`,
    ]);
    const arm = armPayments({
      principal: balance,
      initialRatePercent: 5.75,
      termMonths: 360,
      marginPercent: 2.75,
      indexPercent: 3,
    });
    expect(await optionFigures('5 Year Arm')).toEqual([
      '5 Year Arm at 5.75%',
      formatMoney(arm.initialPayment),
      formatMoney(arm.initialPayment + 585),
      `${change(arm.initialPayment)} more a month, at a higher rate`,
      formatMoney(arm.worstCaseFirstReset.payment),
    ]);
    expect(within(await option('5 Year Arm')).getByText('At most from payment 61')).toBeInTheDocument();
  });

  it('a lower payment at a lower rate over a longer term says the longer term helps too', async () => {
    await openToolReport(PATH, { record: testProperty({ loanRatePercent: 7.5, loanAmount: 475_000 }) });
    const thirty = monthlyPayment(balance, 6.25, 360);
    const now = monthlyPayment(475_000, 7.5, 360);
    expect((await optionFigures('30 Year Fixed'))[3]).toBe(
      `${change(thirty, now)} less a month, partly because the new loan runs 30 years instead of ${LEFT}`,
    );
  });

  it('never calls a lower payment from a restarted term at a higher rate a saving', async () => {
    // A 15-year loan at 3.158% with 12 years left (36 payments made by 2 March 2026).
    const owed = balanceAfter(300_000, 3.158, 180, 36);
    await openToolReport(PATH, {
      record: testProperty({
        loanAmount: 300_000,
        loanRatePercent: 3.158,
        loanTermMonths: 180,
        loanDate: '2023-02-15',
        loanBalance: owed,
      }),
    });
    const now = monthlyPayment(300_000, 3.158, 180);
    const thirty = monthlyPayment(owed, 6.25, 360);
    expect(thirty).toBeLessThan(now);
    expect((await optionFigures('30 Year Fixed'))[3]).toBe(
      `${change(thirty, now)} less a month, but only because the new loan runs 30 years instead of the 12 years left on yours, at a higher rate`,
    );
    const fifteen = monthlyPayment(owed, 5.5, 180);
    // Even the 15-year loan is lower only by running 3 years longer.
    expect((await optionFigures('15 Year Fixed'))[3]).toBe(
      `${change(fifteen, now)} less a month, but only because the new loan runs 15 years instead of the 12 years left on yours, at a higher rate`,
    );
  });

  it('links each tool for this address', async () => {
    await openToolReport(PATH);
    const tools = within(screen.getByRole('navigation', { name: 'Tools for this home' }));
    expect(tools.getByRole('link', { name: /PMI\/MIP Removal/ })).toHaveAttribute(
      'href',
      `/pmi-removal/${TEST_ADDRESS_KEY}`,
    );
    expect(tools.getByRole('link', { name: /Payment Design Center/ })).toHaveAttribute(
      'href',
      `/payment-design-center/${TEST_ADDRESS_KEY}`,
    );
    expect(tools.getByRole('link', { name: /Dream Rate/ })).toHaveAttribute('href', `/dream-rate/${TEST_ADDRESS_KEY}`);
  });

  it('the header shows the chosen address, which opens this page', async () => {
    const { user, router } = openToolPage('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /^Your home:/ })).not.toBeInTheDocument();
    sessionStore.update({ address: { id: TEST_ADDRESS_KEY, address: record.address } });
    await user.click(await screen.findByRole('link', { name: `Your home: ${record.address}` }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/${TEST_ADDRESS_KEY}`));
    expect(await screen.findByRole('heading', { level: 1, name: record.address })).toBeInTheDocument();
  });

  it('a signed-in person updating the balance saves it and sees the options for it', async () => {
    const { user, calls } = await openToolReport(PATH, { signedIn: testUser() });
    await user.click(screen.getByRole('button', { name: 'Update loan balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update your loan balance' }));
    await user.clear(dialog.getByLabelText('Loan balance'));
    await user.type(dialog.getByLabelText('Loan balance'), '300000');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(figure('Est. Loan Balance')).toBe('$300,000'));
    expect((await optionFigures('30 Year Fixed'))[1]).toBe(formatMoney(monthlyPayment(300_000, 6.25, 360)));
    await waitFor(() =>
      expect(sentTo(calls, '/api/user/user/address')).toEqual([{ addressId: TEST_ADDRESS_KEY, loanBalance: 300_000 }]),
    );
  });

  it("shows the address's Solar Sun Score, whose button sends a solarSunScore lead", async () => {
    const estimate = estimateSolar({ latitude: 38.58, longitude: -121.49, county: 'Sacramento', sqft: 1650 });
    const { user, calls } = await openToolReport(PATH, {
      signedIn: testUser(),
      override: (url) =>
        url.endsWith(`/api/home/address/${TEST_ADDRESS_KEY}/solar`)
          ? { status: 200, body: { ...estimate, addressId: TEST_ADDRESS_KEY, address: record.address } }
          : undefined,
    });
    const article = await screen.findByRole('article', { name: 'Your Solar Sun Score' });
    expect(article).toHaveTextContent(`${estimate.score} out of 100`);
    await user.click(within(article).getByRole('button', { name: 'Request My Solar Score' }));
    await waitFor(() =>
      expect(sentTo(calls, '/api/site/lead')).toMatchObject([{ type: 'solarSunScore', addressId: TEST_ADDRESS_KEY }]),
    );
  });

  it('without loan data says so instead of guessing a payment', async () => {
    await openToolReport(PATH, { record: testProperty({ loanAmount: null, loanRatePercent: null }) });
    expect(screen.getByText(/Not available: the loan on record has no amount or rate/)).toBeInTheDocument();
    expect((await optionFigures('30 Year Fixed'))[3]).toBe('–');
  });

  it('an address that cannot be loaded shows the red banner and the search', async () => {
    openToolPage(`${PATH}/${TEST_ADDRESS_KEY}`, { record: null });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching address information. Please try a new address.',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Refi Center' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
  });

  it('fits a 360px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen();
    await openToolReport(PATH);
    await option('30 Year Fixed');
    expectNoFixedWidthOver(360);
  });
});
