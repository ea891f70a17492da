import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sentTo, testUser } from '../test/api/auth';
import { TEST_ADDRESS_KEY } from '../test/api/property';
import { useFakeClock } from '../test/fake-timers';
import { openPmiReport } from '../test/pmi-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const pmiLead = {
  type: 'pmiRemoval',
  addressId: TEST_ADDRESS_KEY,
  address: '1234 Oak St, Sacramento, CA 95814',
  estimatedValue: 650_000,
  loanBalance: 440_123,
};
const removeButton = () => screen.getByRole('button', { name: "Let's Get This Removed" });

describe('lead request from a tool page (leads composed into PMI/MIP Removal)', () => {
  it('visitor: the Lead dialog sends a pmiRemoval lead with the figures and says so', async () => {
    const { user, calls } = await openPmiReport();
    await user.click(removeButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Talk to an expert' }));
    expect(dialog.getByText('Add your information so an expert can reach out.')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Name'), 'Ann Lee');
    await user.type(dialog.getByLabelText('Email'), 'ann@example.com');
    await user.type(dialog.getByLabelText('Phone (optional)'), '(916) 555-0123');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      { ...pmiLead, name: 'Ann Lee', email: 'ann@example.com', phone: '+19165550123' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('visitor: a failure closes the dialog silently and keeps what was typed', async () => {
    const { user } = await openPmiReport({
      override: (url) =>
        url.endsWith('/api/site/lead')
          ? { status: 500, body: { code: 'INTERNAL_ERROR', errorMessage: 'Down' } }
          : undefined,
    });
    await user.click(removeButton());
    let dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Ann Lee');
    await user.type(dialog.getByLabelText('Email'), 'ann@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Request sent! We will contact you very soon.')).not.toBeInTheDocument();
    await user.click(removeButton());
    dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByLabelText('Name')).toHaveValue('Ann Lee');
    expect(dialog.getByLabelText('Email')).toHaveValue('ann@example.com');
  });

  it('visitor: Close sends nothing; fields are checked before sending', async () => {
    const { user, calls } = await openPmiReport();
    await user.click(removeButton());
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Name is required')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sentTo(calls, '/api/site/lead')).toEqual([]);
  });

  it("signed in: sends at once with the person's name, e-mail and phone", async () => {
    const { user, calls } = await openPmiReport({ signedIn: testUser({ phone: '+15305550199' }) });
    await user.click(removeButton());
    expect(await screen.findByText('Request sent! We will contact you very soon.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/site/lead')).toEqual([
      { ...pmiLead, name: 'Ann Lee', email: 'ann@example.com', phone: '+15305550199' },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
