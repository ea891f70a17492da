import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../test/api/auth';
import { mortgagesApi, testMortgage } from '../test/api/mortgages';
import { TEST_ADDRESS_KEY, testProperty, testUserAddress } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { figure } from '../test/pmi-page';
import { openToolPage, openToolReport } from '../test/tool-page';
import { sessionStore } from '../lib/session-store';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const record = testProperty();
const mortgageNote = () => screen.getByRole('note');
const FROM_MORTGAGE =
  'These figures use your saved mortgage “Home loan”: interest rate 6.5% and loan balance $300,000, in place of our estimates.';

/** A tool report for a signed-in person keeping `mortgages`, answered by the mortgage fake first. */
function openWithMortgages(toolPath: string, mortgages = [testMortgage()]) {
  const server = mortgagesApi({ mortgages });
  return openToolReport(toolPath, { signedIn: testUser(), override: server });
}

/** The balance a page works from: the summary strip's, or what the Payment Design Center's payment is on. */
const summaryBalance = async () => figure('Est. Loan Balance');
const designedBalance = async () =>
  /on (\$[\d,]+),/.exec((await screen.findByText(/^Principal and interest/)).textContent ?? '')?.[1];

describe.each([
  ['Refi Center', '/estimator/reficenter', summaryBalance],
  ['PMI/MIP Removal', '/pmi-removal', summaryBalance],
  ['Payment Design Center', '/payment-design-center', designedBalance],
])("a saved mortgage's figures on %s", (_tool, toolPath, shownBalance) => {
  it('replace the estimated balance, and the page says where they come from', async () => {
    await openWithMortgages(toolPath);
    expect(mortgageNote()).toHaveTextContent(FROM_MORTGAGE);
    expect(within(mortgageNote()).getByRole('link', { name: 'Edit your mortgages' })).toHaveAttribute(
      'href',
      '/profile/mortgage',
    );
    expect(await shownBalance()).toBe('$300,000');
  });

  it('leave a visitor with the estimates, asking for no mortgages', async () => {
    const { calls } = await openToolReport(toolPath);
    expect(screen.queryByRole('note')).toBeNull();
    expect(await shownBalance()).toBe('$440,123');
    expect(calls.some((call) => call.url.includes('/mortgage/'))).toBe(false);
  });
});

describe("a saved mortgage's figures", () => {
  it("use the mortgage's rate and original amount for today's payment (Refi Center)", async () => {
    await openWithMortgages('/estimator/reficenter');
    const today = within(screen.getByRole('region', { name: 'Your home today' }));
    expect(today.getByText(/\$450,000 at 6\.5%/)).toBeInTheDocument();
    expect(today.queryByText(/2\.98%/)).toBeNull();
  });

  it('beat a balance saved for the address earlier, but not one typed this session', async () => {
    sessionStore.update({ address: { id: record.id, address: record.address }, loanBalance: 350_000 });
    const server = mortgagesApi({ mortgages: [testMortgage()] });
    await openToolReport('/pmi-removal', {
      signedIn: testUser(),
      override: server,
      userAddresses: [testUserAddress({ loanBalance: 410_000 })],
    });
    expect(figure('Est. Loan Balance')).toBe('$350,000');
    expect(mortgageNote()).toHaveTextContent(
      'The interest rate (6.5%) comes from your saved mortgage “Home loan”; the loan balance is the one you entered.',
    );
  });

  it('beat a balance saved for the address earlier', async () => {
    const server = mortgagesApi({ mortgages: [testMortgage()] });
    await openToolReport('/pmi-removal', {
      signedIn: testUser(),
      override: server,
      userAddresses: [testUserAddress({ loanBalance: 410_000 })],
    });
    expect(figure('Est. Loan Balance')).toBe('$300,000');
  });

  it('come from the mortgage changed last when several are saved for the address', async () => {
    await openWithMortgages('/pmi-removal', [
      testMortgage({ id: 'old', loanBalance: 320_000, updatedDate: '2026-01-01T00:00:00.000Z' }),
      testMortgage({ id: 'new', reportTitle: 'Refinanced', loanBalance: 280_000, interestRate: 5.875 }),
      testMortgage({ id: 'elsewhere', addressId: '9-Main-St-Auburn-CA', loanBalance: 1000 }),
    ]);
    expect(figure('Est. Loan Balance')).toBe('$280,000');
    expect(mortgageNote()).toHaveTextContent('your saved mortgage “Refinanced”: interest rate 5.875%');
  });

  it('leave the estimates when the mortgage is for another address', async () => {
    await openWithMortgages('/pmi-removal', [testMortgage({ addressId: '9-Main-St-Auburn-CA' })]);
    expect(screen.queryByRole('note')).toBeNull();
    expect(figure('Est. Loan Balance')).toBe('$440,123');
  });

  it('are waited for, so the estimates never flash first', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = mortgagesApi({ mortgages: [testMortgage()] });
    openToolPage(`/pmi-removal/${TEST_ADDRESS_KEY}`, {
      signedIn: testUser(),
      override: async (url) => (url.includes('/mortgage/') ? held.then(() => undefined) : undefined),
      areas: [server],
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading property' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: record.address })).toBeNull();
    release();
    await screen.findByRole('heading', { level: 1, name: record.address });
    expect(figure('Est. Loan Balance')).toBe('$300,000');
  });

  it('fall back to the estimates when the mortgages cannot be loaded, asking once', async () => {
    const { calls } = await openToolReport('/pmi-removal', {
      signedIn: testUser(),
      override: (url) =>
        url.includes('/mortgage/') ? { status: 403, body: { code: 'FORBIDDEN', errorMessage: 'No' } } : undefined,
    });
    expect(screen.queryByRole('note')).toBeNull();
    expect(figure('Est. Loan Balance')).toBe('$440,123');
    expect(calls.filter((call) => call.url.endsWith('/api/user/user/mortgage/u1'))).toHaveLength(1);
  });
});
