import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../lib/session-store';
import { renderApp, stubServer } from '../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('shows the six tiles, all enabled (Search by Payment too)', async () => {
    stubServer();
    renderApp('/');
    const tiles = await screen.findAllByTestId(/^tile-/);
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'PMI/MIP Removal',
      'Payment Design Center',
      'Dream Rate',
      'Welcome Package',
      'Solar Sun Score',
      'Search by Payment',
    ]);
    for (const tile of tiles) expect(tile).toBeEnabled();
    expect(screen.queryByText('Coming soon')).toBeNull();
  });

  it('leaves the first page where the browser put it, and opens another page at its top', async () => {
    stubServer();
    vi.mocked(window.scrollTo).mockClear();
    const { router } = renderApp('/');
    await screen.findAllByTestId(/^tile-/);
    // An #anchor of the address, or where the visitor scrolled to before the app started, stays.
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/contact'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('scrolls smoothly to the section of a tile', async () => {
    stubServer();
    renderApp('/');
    await userEvent.click(await screen.findByTestId('tile-dream-rate'));
    const section = document.getElementById('dream-rate');
    expect(section).not.toBeNull();
    expect(section!.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
  });

  it('has a section saying what each tool does, and the contact section', async () => {
    stubServer();
    renderApp('/');
    for (const id of [
      'pmi-removal',
      'payment-design-center',
      'dream-rate',
      'solar-sun-score',
      'welcome-package',
      'search-by-payment',
      'contact',
    ]) {
      const section = document.getElementById(id);
      expect(section, id).not.toBeNull();
      expect(section!.textContent!.length).toBeGreaterThan(60);
    }
  });
});

describe('layout', () => {
  it('logo goes home and resets the session payment to 0', async () => {
    stubServer();
    sessionStore.update({ payment: 2500 });
    const { router } = renderApp('/contact');
    await userEvent.click(screen.getByRole('link', { name: 'Roost home' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sessionStore.get().payment).toBe(0);
  });

  it('footer shows the version and links to privacy and terms', async () => {
    stubServer();
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Version v1.2')).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(within(footer).getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'href',
      '/terms-conditions',
    );
    await waitFor(() => expect(within(footer).getByText(/NMLS #123456/)).toBeInTheDocument());
  });

  it('an unknown route shows the 404 page', async () => {
    stubServer();
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('the contact page shows the company details from the server', async () => {
    stubServer();
    renderApp('/contact');
    expect(await screen.findByText('1 Test Street, Auburn, CA 95603')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@test.example' })).toHaveAttribute(
      'href',
      'mailto:hello@test.example',
    );
  });

  it('records the current page in the session', async () => {
    stubServer();
    renderApp('/terms-conditions');
    await waitFor(() => expect(sessionStore.get().page).toBe('/terms-conditions'));
  });
});
