import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { sentTo, testUser } from '../../../test/api/auth';
import { TEST_ADDRESS_KEY, testProperty, testUserAddress } from '../../../test/api/property';
import { useFakeClock } from '../../../test/fake-timers';
import { figure, openPmiReport } from '../../../test/pmi-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

type Report = Awaited<ReturnType<typeof openPmiReport>>;

async function updateBalance({ user }: Report, typed: string, { refused = false } = {}) {
  await user.click(screen.getByRole('button', { name: 'Update loan balance' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Update your loan balance' }));
  await user.clear(dialog.getByLabelText('Loan balance'));
  if (typed) await user.type(dialog.getByLabelText('Loan balance'), typed);
  await user.click(dialog.getByRole('button', { name: 'Update' }));
  if (!refused) await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return dialog;
}

const addressCalls = (report: Report) => report.calls.filter((call) => call.url.includes('/api/user/user/address'));

describe('updating the loan balance', () => {
  it('changes the figures on screen; what is not a number becomes 0', async () => {
    const report = await openPmiReport({ record: testProperty({ loanBalance: 300_000 }) });
    await updateBalance(report, '$600,000');
    expect(figure('Est. Loan Balance')).toBe('$600,000');
    expect(figure('Est. Loan to Value')).toBe('92%');
    expect(screen.getByRole('heading', { level: 2, name: 'Almost there!' })).toBeInTheDocument();
    expect(sessionStore.get().loanBalance).toBe(600_000);
    await updateBalance(report, 'about half');
    expect(figure('Est. Loan Balance')).toBe('$0');
    expect(figure('Est. Loan to Value')).toBe('0%');
    expect(figure('Est. Cash/Equity Available')).toBe('$520,000');
    expect(screen.getByRole('heading', { level: 2, name: 'Congratulations!' })).toBeInTheDocument();
    expect(addressCalls(report)).toHaveLength(0);
  });

  it('takes whole dollars: no minus sign, and a point ends the dollars', async () => {
    const { user } = await openPmiReport({ record: testProperty({ loanBalance: 300_000 }) });
    await user.click(screen.getByRole('button', { name: 'Update loan balance' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Update your loan balance' }));
    await user.clear(dialog.getByLabelText('Loan balance'));
    await user.type(dialog.getByLabelText('Loan balance'), '-410000.99');
    expect(dialog.getByLabelText('Loan balance')).toHaveValue('$410,000');
    await user.click(dialog.getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(figure('Est. Loan Balance')).toBe('$410,000');
    expect(sessionStore.get().loanBalance).toBe(410_000);
  });

  it('refuses a balance over $100,000,000 with a message and keeps the dialog open', async () => {
    const report = await openPmiReport();
    const dialog = await updateBalance(report, '200000000', { refused: true });
    expect(await dialog.findByText('Loan balance is too large')).toBeInTheDocument();
    expect(dialog.getByLabelText('Loan balance')).toHaveValue('$200,000,000');
    await report.user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(figure('Est. Loan Balance')).toBe('$440,123');
  });

  it('signed in: saves a new address with POST', async () => {
    const report = await openPmiReport({ signedIn: testUser() });
    await updateBalance(report, '410000');
    await waitFor(() =>
      expect(sentTo(report.calls, '/api/user/user/address')).toEqual([
        { addressId: TEST_ADDRESS_KEY, loanBalance: 410_000 },
      ]),
    );
    expect(figure('Est. Loan Balance')).toBe('$410,000');
  });

  it('signed in: shows the balance saved before, and updates that address with PUT', async () => {
    const saved = testUserAddress({ id: 'ua7', loanBalance: 399_000 });
    const report = await openPmiReport({ signedIn: testUser(), userAddresses: [saved] });
    expect(await screen.findByText('Your figure')).toBeInTheDocument();
    expect(figure('Est. Loan Balance')).toBe('$399,000');
    await updateBalance(report, '398000');
    await waitFor(() => expect(sentTo(report.calls, '/api/user/user/address/ua7')).toEqual([{ loanBalance: 398_000 }]));
    expect(addressCalls(report).filter((call) => call.init?.method === 'POST')).toHaveLength(0);
  });
});
