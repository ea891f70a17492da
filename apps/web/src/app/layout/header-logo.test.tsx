import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/session-store';
import { openPaymentPage } from '../../test/payment-page';
import { useFakeClock } from '../../test/fake-timers';

beforeAll(() =>
  Promise.all([
    import('../../features/search-by-payment/routes/payment-options-page'),
    import('../../features/search-by-payment/routes/payment-results-page'),
  ]),
);
beforeEach(() => useFakeClock());
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('header logo', () => {
  // From the purchase options the logo used to land on /payment/search: dropping the payment while the
  // options page was still shown made that page redirect before home was reached.
  it.each(['/payment/options', '/options', '/payment/results/3500?option=1', '/payment/search', '/'])(
    'from %s goes home and resets the payment to 0',
    async (path) => {
      const { user, router } = openPaymentPage(path, { payment: 3500 });
      await screen.findByRole('heading', { level: 1 });
      const logo = screen.getByRole('link', { name: 'Roost home' });
      // The reset is asked in the link itself, so a tap before the page's scripts ran (a plain link) resets it too.
      expect(logo).toHaveAttribute('href', '/?start=over');
      await user.click(logo);
      await waitFor(() => expect(sessionStore.get().payment).toBe(0));
      expect(router.state.location.pathname).toBe('/');
      expect(await screen.findByRole('heading', { level: 1 })).toBeVisible();
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(router.state.location.pathname).toBe('/');
      expect(within(screen.getByRole('banner')).queryByRole('button', { name: /^Your payment:/ })).toBeNull();
    },
  );
});
