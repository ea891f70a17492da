import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { openPaymentPage } from '../../../test/payment-page';
import { useFakeClock } from '../../../test/fake-timers';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';

beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const paymentInput = () => screen.getByRole('textbox', { name: 'Enter Payment' });

async function openEntry() {
  const page = openPaymentPage('/payment/search');
  await screen.findByRole('heading', { level: 1, name: 'Search by Payment' });
  return page;
}

describe('Search by Payment entry', () => {
  it('formats the payment as dollars while typing and opens the options with it in the session', async () => {
    const { user, router, server } = await openEntry();
    await user.type(paymentInput(), '3500');
    expect(paymentInput()).toHaveValue('$3,500');
    await user.click(screen.getByRole('button', { name: 'See Options' }));
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(sessionStore.get().payment).toBe(3500);
    expect(await screen.findByRole('heading', { level: 1, name: 'Purchase options for $3,500/mo' })).toBeVisible();
    expect(server.optionsAsked[0]).toContain('payment=3500');
  });

  it('submits with Enter, in whole dollars: a point ends them and the cents are dropped', async () => {
    const { user, router } = await openEntry();
    await user.type(paymentInput(), '2,499.50');
    expect(paymentInput()).toHaveValue('$2,499');
    await user.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(sessionStore.get().payment).toBe(2499);
  });

  it('does nothing with an empty payment: no message, no navigation', async () => {
    const { user, router, calls } = await openEntry();
    await user.click(screen.getByRole('button', { name: 'See Options' }));
    expect(router.state.location.pathname).toBe('/payment/search');
    expect(paymentInput()).not.toHaveAttribute('aria-invalid', 'true');
    expect(sessionStore.get().payment).toBe(0);
    expect(calls.filter((call) => call.url.includes('/homes'))).toEqual([]);
  });

  it.each([
    ['200', 'Enter a monthly payment of at least $500'],
    ['250000', 'Enter a monthly payment of at most $100,000'],
    ['0', 'Enter a monthly payment of at least $500'],
  ])('refuses %j with the contract message and stays', async (typed, message) => {
    const { user, router } = await openEntry();
    await user.type(paymentInput(), typed);
    await user.click(screen.getByRole('button', { name: 'See Options' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(paymentInput()).toHaveAttribute('aria-invalid', 'true');
    expect(paymentInput()).toHaveFocus();
    expect(router.state.location.pathname).toBe('/payment/search');
    expect(sessionStore.get().payment).toBe(0);
  });

  it('ignores letters typed into the payment', async () => {
    const { user } = await openEntry();
    await user.type(paymentInput(), '4a5b00');
    expect(paymentInput()).toHaveValue('$4,500');
  });

  it('home: the Search by Payment tile is enabled and its section has the payment field', async () => {
    const { user, router } = openPaymentPage('/');
    const tile = await screen.findByTestId('tile-search-by-payment');
    expect(tile).toBeEnabled();
    expect(within(tile).queryByText('Coming soon')).toBeNull();
    await user.click(tile);
    const section = document.getElementById('search-by-payment')!;
    expect(section.scrollIntoView).toHaveBeenCalled();
    // The section's payment field arrives in its own chunk, a moment after the page (not in the first page's code).
    const field = await within(section).findByRole('textbox', { name: 'Enter Payment' });
    await user.type(field, '4200');
    await user.click(within(section).getByRole('button', { name: 'See Options' }));
    expect(router.state.location.pathname).toBe('/payment/options');
    expect(sessionStore.get().payment).toBe(4200);
  });

  it('fits a 360px phone', async () => {
    useNarrowScreen();
    await openEntry();
    expectNoFixedWidthOver(360);
  });
});
