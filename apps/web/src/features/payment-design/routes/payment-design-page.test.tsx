import { screen, waitFor, within } from '@testing-library/react';
import { cashAvailable, designPayment, type PaymentTerm } from '@roost/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, testUser } from '../../../test/api/auth';
import { TEST_ADDRESS_KEY, testProperty } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, openToolPage, openToolReport, useNarrowScreen } from '../../../test/tool-page';
import { formatMoney } from '../../../lib/format';
import { sessionStore } from '../../../lib/session-store';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/payment-design-center';
const record = testProperty();
const balance = record.loanBalance!;
const maxCash = cashAvailable(record.estimate!, balance);

/** The fixture's design: taxes 6000 / 12, insurance 85 by default. */
const expected = (cashOut: number, ratePercent: number, term: PaymentTerm) =>
  designPayment({ loanBalance: balance, cashOut, maxCash, ratePercent, term, monthlyTaxes: 500 });

async function openDesigner(options: Parameters<typeof openToolReport>[1] = {}) {
  const page = await openToolReport(PATH, options);
  await screen.findByRole('slider', { name: 'Interest rate' });
  return page;
}

const total = () => screen.getByRole('status', { name: 'Monthly payment' });
const legend = (label: string) =>
  within(screen.getByRole('list', { name: 'Payment parts' }))
    .getByText(label)
    .closest('li')!.lastElementChild!.textContent;

function expectPayment(design: ReturnType<typeof designPayment>) {
  expect(total()).toHaveTextContent(formatMoney(design.total));
  expect(legend('Principal')).toBe(formatMoney(design.parts.principal));
  expect(legend('Interest')).toBe(formatMoney(design.parts.interest));
  expect(legend('Taxes')).toBe(formatMoney(design.parts.taxes));
  expect(legend('Insurance')).toBe(formatMoney(design.parts.insurance));
  expect(
    screen.getByRole('img', {
      name: `Payment breakdown: Principal ${formatMoney(design.parts.principal)}, Interest ${formatMoney(design.parts.interest)}, Taxes ${formatMoney(design.parts.taxes)}, Insurance ${formatMoney(design.parts.insurance)}`,
    }),
  ).toBeInTheDocument();
}

describe('Payment Design Center', () => {
  it('without an address: the search hero, which opens the designer for the chosen address', async () => {
    const { user, router } = openToolPage(PATH);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Design Center' })).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: 'Enter Your Address' }), '1234 Oak');
    await user.click(await screen.findByRole('option', { name: record.address }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`${PATH}/${TEST_ADDRESS_KEY}`));
    expect(await screen.findByRole('heading', { level: 1, name: record.address })).toBeInTheDocument();
  });

  it('home: its section has the address search and a link to the page', async () => {
    openToolPage('/');
    const section = within(await screen.findByRole('region', { name: 'Payment Design Center' }));
    // The section's search arrives in its own chunk, a moment after the page (not in the first page's code).
    expect(await section.findByRole('link', { name: 'Open Payment Design Center' })).toHaveAttribute('href', PATH);
    expect(section.getByRole('combobox', { name: 'Enter Your Address' })).toBeInTheDocument();
  });

  it('on failure shows the red banner, clears the session address and offers the search again', async () => {
    sessionStore.update({ address: { id: TEST_ADDRESS_KEY, address: record.address } });
    openToolPage(`${PATH}/${TEST_ADDRESS_KEY}`, { record: null });
    expect(await screen.findByRole('status')).toHaveTextContent('Getting property details...');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error fetching address information. Please try a new address.',
    );
    expect(sessionStore.get().address).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Design Center' })).toBeInTheDocument();
  });

  it("starts at today's 30-year rate with no cash out, and shows the domain's figures", async () => {
    await openDesigner();
    expect(screen.getByRole('button', { name: '30 Year Fixed' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('slider', { name: 'Interest rate' })).toHaveValue('6.25');
    expectPayment(expected(0, 6.25, 30));
    expect(screen.getByText(/not an offer of credit/)).toHaveTextContent('Source: Freddie Mac PMMS');
  });

  it('holds the cash to the maximum the home allows, in the input and on the slider', async () => {
    const { user } = await openDesigner();
    const cashSlider = screen.getByRole('slider', { name: 'Cash you take out' });
    expect(cashSlider).toHaveAttribute('max', String(Math.floor(maxCash)));
    const input = screen.getByRole('textbox', { name: 'Cash amount' });
    expect(input).toHaveValue('$0');
    await user.clear(input);
    expect(input).toHaveValue('');
    await user.type(input, '25000.99');
    expect(input).toHaveValue('$25,000');
    expectPayment(expected(25_000, 6.25, 30));
    await user.type(input, '{Backspace}{Backspace}{Backspace}0000');
    expect(input).toHaveValue(formatMoney(Math.floor(maxCash)));
    expect(cashSlider).toHaveValue(String(Math.floor(maxCash)));
    expectPayment(expected(Math.floor(maxCash), 6.25, 30));
    // The slider moves the amount in the field too.
    cashSlider.focus();
    await user.keyboard('{Home}');
    expect(input).toHaveValue('$0');
  });

  it("switches the rate to today's rate for the term, and the ARM says it is an illustration", async () => {
    const { user } = await openDesigner();
    const rate = () => screen.getByRole('slider', { name: 'Interest rate' });
    await user.click(screen.getByRole('button', { name: '15 Year Fixed' }));
    expect(rate()).toHaveValue('5.5');
    expectPayment(expected(0, 5.5, 15));
    await user.click(screen.getByRole('button', { name: '5 Year Arm' }));
    expect(rate()).toHaveValue('5.75');
    expect(screen.getByText(/An illustration: the survey has no 5-year ARM rate/)).toBeInTheDocument();
    expectPayment(expected(0, 5.75, 'arm5'));
  });

  it('the rate slider runs from 2.25% to 7% in eighths', async () => {
    const { user } = await openDesigner();
    const rate = screen.getByRole('slider', { name: 'Interest rate' });
    expect(rate).toHaveAttribute('min', '2.25');
    expect(rate).toHaveAttribute('max', '7');
    expect(rate).toHaveAttribute('step', '0.125');
    rate.focus();
    await user.keyboard('{ArrowRight}');
    expect(rate).toHaveValue('6.375');
    expectPayment(expected(0, 6.375, 30));
    await user.keyboard('{End}');
    expect(rate).toHaveValue('7');
    await user.keyboard('{ArrowRight}');
    expect(rate).toHaveValue('7');
    await user.keyboard('{Home}');
    expect(rate).toHaveValue('2.25');
    expectPayment(expected(0, 2.25, 30));
  });

  it('Save This Scenario sends a paymentDesign lead describing the scenario', async () => {
    const { user, calls } = await openDesigner({ signedIn: testUser() });
    await user.click(screen.getByRole('button', { name: '15 Year Fixed' }));
    const input = screen.getByRole('textbox', { name: 'Cash amount' });
    await user.clear(input);
    await user.type(input, '20000');
    await user.click(screen.getByRole('button', { name: 'Save This Scenario' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    const design = expected(20_000, 5.5, 15);
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      {
        type: 'paymentDesign',
        addressId: TEST_ADDRESS_KEY,
        address: record.address,
        estimatedValue: 650_000,
        loanBalance: 440_123,
        message:
          `Payment Design Center scenario: 15 Year Fixed at 5.5%, cash out $20,000, loan amount ${formatMoney(design.loanAmount)}, ` +
          `monthly payment ${formatMoney(design.total)} (principal and interest ${formatMoney(design.principalAndInterest)}, taxes $500, insurance $85).`,
        name: 'Ann Lee',
        email: 'ann@example.com',
      },
    ]);
  });

  it('uses the balance typed this session for the address', async () => {
    sessionStore.update({ address: { id: TEST_ADDRESS_KEY, address: record.address }, loanBalance: 500_000 });
    await openDesigner();
    const own = designPayment({
      loanBalance: 500_000,
      cashOut: 0,
      maxCash: cashAvailable(record.estimate!, 500_000),
      ratePercent: 6.25,
      term: 30,
      monthlyTaxes: 500,
    });
    expectPayment(own);
  });

  it('fits a 360px screen: nothing has a fixed width beyond it', async () => {
    useNarrowScreen();
    await openDesigner();
    expectNoFixedWidthOver(360);
  });
});
