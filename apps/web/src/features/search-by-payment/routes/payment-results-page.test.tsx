import { LISTING_ACTION_FAILED, LISTING_ACTION_SENT } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { TEST_PASSWORD, testUser } from '../../../test/api/auth';
import { openPaymentPage } from '../../../test/payment-page';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';
import { HOMES_FAILED } from './payment-results-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const PATH = '/payment/results/3500?option=1';
const homeCard = (street: string) => screen.getByRole('article', { name: street });
const streets = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

async function openResults(path = PATH, options: Parameters<typeof openPaymentPage>[1] = {}) {
  const page = openPaymentPage(path, options);
  await screen.findByRole('list', { name: 'Homes for sale' });
  return page;
}

async function choose(user: Awaited<ReturnType<typeof openResults>>['user'], label: string, item: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: item }));
}

describe('Homes for a payment', () => {
  it('shows each home: picture, address, size, price, agent, MLS number and its monthly payment', async () => {
    await openResults();
    expect(screen.getByRole('heading', { level: 1, name: 'Homes for $3,500/mo' })).toBeVisible();
    expect(screen.getByText(/FHA, 3.5% down: up to \$510,000 with \$17,850 down/)).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('14 homes in Placer County · page 1 of 2');
    expect(streets()).toHaveLength(12);
    const card = homeCard('101 Oak St');
    expect(within(card).getByRole('img', { name: '101 Oak St, Auburn, CA 95603' })).toHaveAttribute(
      'src',
      '/api/home/listings/L1/cover.svg',
    );
    expect(within(card).getByText('Auburn, CA 95603')).toBeVisible();
    expect(within(card).getByText('3 beds · 2 full baths · 1,651 sq ft')).toBeVisible();
    expect(within(card).getByText('$499,000')).toBeVisible();
    expect(within(card).getByText('Listed by Jane Doe · MLS #22601 (MetroList)')).toBeVisible();
    expect(within(card).getByText(/Est\..*with FHA, 3.5% down/)).toHaveTextContent(
      'Est. $3,443/mo with FHA, 3.5% down',
    );
    expect(within(card).getByText('Sample listing')).toBeVisible();
    for (const action of ['Schedule Viewing', 'Down Payment Assistant', 'Talk to Loan Officer', 'All of the above']) {
      expect(within(card).getByRole('button', { name: `${action}: 101 Oak St, Auburn, CA 95603` })).toBeVisible();
    }
    expect(sessionStore.get()).toMatchObject({ payment: 3500, option: 1 });
  });

  it('sorts, pages and changes county through the address', async () => {
    const { user, router, calls } = await openResults();
    expect(streets()[0]).toBe('101 Oak St');
    await choose(user, 'Sort by', 'Price: low to high');
    await waitFor(() => expect(streets()[0]).toBe('114 Oak St'));
    expect(router.state.location.search).toContain('sort=price-asc');
    expect(calls.at(-1)!.url).toContain('sort=price-asc');

    await user.click(screen.getByRole('button', { name: 'Go to page 2' }));
    await waitFor(() => expect(streets()).toEqual(['102 Oak St', '101 Oak St']));
    expect(screen.getByRole('status')).toHaveTextContent('page 2 of 2');
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();

    await choose(user, 'County', 'Sacramento');
    await waitFor(() => expect(streets()).toEqual(['190 Oak St']));
    expect(router.state.location.search).toContain('county=Sacramento');
    expect(router.state.location.search).toContain('page=1');
    expect(screen.getByRole('status')).toHaveTextContent('1 home in Sacramento County');
    expect(screen.queryByText('Sample listing')).toBeNull();
  });

  it('offers Placer by default and the counties the API lists', async () => {
    const { user } = await openResults();
    expect(screen.getByRole('combobox', { name: 'County' })).toHaveTextContent('Placer');
    await user.click(screen.getByRole('combobox', { name: 'County' }));
    const menu = await screen.findByRole('listbox');
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Placer', 'Sacramento']);
  });

  it('says so when no home fits', async () => {
    openPaymentPage(PATH, { listings: { Placer: [] } });
    expect(await screen.findByText(/No homes for sale in Placer County fit this option right now/)).toBeVisible();
    expect(screen.getByText('0 homes in Placer County')).toBeVisible();
  });

  it('a failure says so and can be tried again', async () => {
    openPaymentPage(PATH, { fail: ['homes'] });
    expect(await screen.findByText(HOMES_FAILED, {}, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Choose another option' })).toHaveAttribute(
      'href',
      '/payment/options?payment=3500',
    );
  });

  it('an unknown option shows the server message', async () => {
    openPaymentPage('/payment/results/3500?option=9');
    expect(await screen.findByText('No such purchase option for this payment')).toBeVisible();
  });

  it('a bad payment in the address says what is wrong', async () => {
    openPaymentPage('/payment/results/12?option=1');
    expect(await screen.findByText('Enter a monthly payment of at least $500')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Enter a payment' })).toHaveAttribute('href', '/payment/search');
  });

  it.each([
    ['abc', 'Enter the monthly payment as a number of dollars'],
    ['-1', 'Enter a monthly payment of at least $500'],
    ['1000000000', 'Enter a monthly payment of at most $100,000'],
  ])('a payment in the address that is not one (%s) says so and asks for nothing', async (typed, message) => {
    const { calls } = openPaymentPage(`/payment/results/${typed}?option=1`);
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Homes for your payment' })).toBeVisible();
    expect(calls.filter((call) => call.url.includes('/api/home/homes'))).toEqual([]);
    expect(sessionStore.get().payment).toBe(0);
  });

  it('without an option goes to the options for the payment', async () => {
    const { router } = openPaymentPage('/payment/results/3500');
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(router.state.location.search).toBe('?payment=3500');
    expect(sessionStore.get()).toMatchObject({ payment: 3500, option: null });
  });

  it("a shared link opens in a fresh tab; Other options keeps the link's payment", async () => {
    const { user, router } = await openResults('/payment/results/4200?option=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Homes for $4,200/mo' })).toBeVisible();
    expect(sessionStore.get()).toMatchObject({ payment: 4200, option: 2 });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: /^Your payment:/ })).toHaveAccessibleName(
      'Your payment: $4,200/mo. Change it',
    );
    await user.click(screen.getByRole('link', { name: 'Other options' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $4,200/mo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(router.state.location.search).toBe('?payment=4200');
    expect(sessionStore.get()).toMatchObject({ payment: 4200, option: 2 });
  });

  it('fits a 360px phone', async () => {
    useNarrowScreen();
    await openResults();
    expectNoFixedWidthOver(360);
  });
});

describe('Listing actions', () => {
  it('signed in: sent at once with the person’s details, snackbar, home recorded as viewed', async () => {
    const signedIn = testUser({ phone: '+15305550100' });
    const { user, server } = await openResults(PATH, { signedIn });
    await user.click(screen.getByRole('button', { name: 'Schedule Viewing: 103 Oak St, Auburn, CA 95603' }));
    expect(await screen.findByText(LISTING_ACTION_SENT)).toBeVisible();
    expect(server.actions).toEqual([
      {
        listingId: 'L3',
        body: { action: 'scheduleViewing', name: 'Ann Lee', email: 'ann@example.com', phone: '+15305550100' },
      },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.get().homesViewed).toEqual(['L3']);

    await user.click(screen.getByRole('button', { name: 'Down Payment Assistant: 103 Oak St, Auburn, CA 95603' }));
    await waitFor(() => expect(server.actions).toHaveLength(2));
    expect(server.actions[1]).toMatchObject({ listingId: 'L3', body: { action: 'downPaymentAssistant' } });
    expect(sessionStore.get().homesViewed).toEqual(['L3']);
  });

  it('signed in: a failure shows Something went wrong', async () => {
    const { user } = await openResults(PATH, { signedIn: testUser(), fail: ['actions'] });
    await user.click(screen.getByRole('button', { name: 'All of the above: 101 Oak St, Auburn, CA 95603' }));
    expect(await screen.findByText(LISTING_ACTION_FAILED)).toBeVisible();
  });

  it('visitor: a dialog asks for name, email and optional phone, then sends', async () => {
    const { user, server } = await openResults();
    const trigger = screen.getByRole('button', { name: 'Talk to Loan Officer: 102 Oak St, Auburn, CA 95603' });
    await user.click(trigger);
    const dialog = within(await screen.findByRole('dialog', { name: 'Talk to Loan Officer' }));
    expect(dialog.getByText(/reach out about 102 Oak St, Auburn, CA 95603/)).toBeVisible();
    expect(dialog.getByLabelText('Name')).toHaveFocus();
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await dialog.findByText('Name is required')).toBeVisible();
    expect(server.actions).toEqual([]);
    await user.type(dialog.getByLabelText('Name'), 'Vic Visitor');
    await user.type(dialog.getByLabelText('Email'), 'vic@example.com');
    await user.type(dialog.getByLabelText('Phone (optional)'), '(530) 555-0111');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(LISTING_ACTION_SENT)).toBeVisible();
    expect(server.actions).toEqual([
      {
        listingId: 'L2',
        body: { action: 'talkToLoanOfficer', name: 'Vic Visitor', email: 'vic@example.com', phone: '+15305550111' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
    expect(sessionStore.get().homesViewed).toEqual(['L2']);
  });

  it('visitor: All of the above sends action all; a failure keeps the dialog and what was typed', async () => {
    const { user } = await openResults(PATH, { fail: ['actions'] });
    await user.click(screen.getByRole('button', { name: 'All of the above: 101 Oak St, Auburn, CA 95603' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.type(dialog.getByLabelText('Name'), 'Vic Visitor');
    await user.type(dialog.getByLabelText('Email'), 'vic@example.com');
    await user.click(dialog.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText(LISTING_ACTION_FAILED)).toBeVisible();
    expect(dialog.getByLabelText('Name')).toHaveValue('Vic Visitor');
  });

  it('visitor: Down Payment Assistant goes to the login first, comes back to the results and is sent', async () => {
    const account = testUser({ phone: '+15305550100' });
    const { user, router, server } = await openResults(`${PATH}&sort=newest`, { accounts: [account] });
    await user.click(screen.getByRole('button', { name: 'Down Payment Assistant: 104 Oak St, Auburn, CA 95603' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(server.actions).toEqual([]);
    expect(sessionStore.get().homesViewed).toEqual(['L4']);
    const main = within(screen.getByRole('main'));
    await user.type(main.getByLabelText('Email'), account.email);
    await user.type(main.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(main.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Homes for $3,500/mo' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/payment/results/3500');
    expect(router.state.location.search).toBe('?option=1&sort=newest');
    expect(await screen.findByText(LISTING_ACTION_SENT)).toBeVisible();
    expect(server.actions).toEqual([
      {
        listingId: 'L4',
        body: { action: 'downPaymentAssistant', name: 'Ann Lee', email: 'ann@example.com', phone: '+15305550100' },
      },
    ]);
  });
});
