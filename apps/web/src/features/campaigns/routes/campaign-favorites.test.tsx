import type { CampaignContact } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testContact } from '../../../test/api/campaigns';

afterEach(() => vi.unstubAllGlobals());

const contacts: CampaignContact[] = [
  testContact({ id: 'k1', firstName: 'Kai', lastName: 'Akana', status: 'Active', starred: true }),
  testContact({ id: 'k2', firstName: 'Leilani', lastName: 'Kahale', status: 'ClickThrough' }),
  testContact({ id: 'k3', firstName: 'Noa', lastName: 'Kim', status: 'NonResponsive' }),
];
const campaign = testCampaign({ totalFavorites: 1, totalClicks: 1, totalNonResponsive: 1 });
const rowNames = (name: string) =>
  within(screen.getByRole('table', { name }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.querySelector('th')?.textContent);

describe('campaign page: stat cards and favourites', () => {
  it('each stat card opens the contacts it counts, in the address, and Back returns to where it was', async () => {
    const { router } = openCampaignWorkspace('/campaign/c1', { campaigns: [campaign], contacts });
    await screen.findByRole('table', { name: 'All contacts' });
    const stats = within(screen.getByLabelText('Campaign stats'));

    await userEvent.click(stats.getByRole('link', { name: '1 Clicks' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=clickThrough'));
    await screen.findByRole('table', { name: 'Click Throughs contacts' });
    expect(rowNames('Click Throughs contacts')).toEqual(['Leilani Kahale']);

    await userEvent.click(stats.getByRole('link', { name: '1 Non-responsive' }));
    await screen.findByRole('table', { name: 'Non-responsive contacts' });
    expect(rowNames('Non-responsive contacts')).toEqual(['Noa Kim']);

    await userEvent.click(stats.getByRole('link', { name: '1 Favorites' }));
    await screen.findByRole('table', { name: 'Favorites contacts' });
    expect(screen.getByRole('tab', { name: 'Favorites' })).toHaveAttribute('aria-selected', 'true');
    expect(rowNames('Favorites contacts')).toEqual(['Kai Akana']);

    await router.navigate(-1);
    await screen.findByRole('table', { name: 'Non-responsive contacts' });
    expect(screen.getByRole('tab', { name: 'Non-responsive' })).toHaveAttribute('aria-selected', 'true');
  });

  it('stars a contact from its row and from its panel; the Favorites card and tab follow', async () => {
    const { api, calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [campaign], contacts });
    await screen.findByRole('table', { name: 'All contacts' });
    const star = screen.getByRole('button', { name: 'Favorite Leilani Kahale' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Favorite Kai Akana' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(star);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Favorite Leilani Kahale' })).toHaveAttribute('aria-pressed', 'true'),
    );
    const put = calls.find((call) => call.url === '/api/site/campaign/contact/k2/star');
    expect(put?.init?.method).toBe('PUT');
    expect(JSON.parse(String(put?.init?.body))).toEqual({ starred: true });
    expect(await screen.findByRole('link', { name: '2 Favorites' })).toBeInTheDocument();
    expect(api.contacts().find((contact) => contact.id === 'k2')?.starred).toBe(true);

    // The panel's own toggle says what it does in words.
    await userEvent.click(screen.getByRole('button', { name: 'Kai Akana' }));
    const panel = within(await screen.findByRole('region', { name: 'Kai Akana: conversation and property' }));
    const inFavorites = panel.getByRole('button', { name: 'In favorites' });
    expect(inFavorites).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(inFavorites);
    expect(await panel.findByRole('button', { name: 'Add to favorites' })).toHaveAttribute('aria-pressed', 'false');
    expect(await screen.findByRole('link', { name: '1 Favorites' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Favorites' }));
    await screen.findByRole('table', { name: 'Favorites contacts' });
    expect(rowNames('Favorites contacts')).toEqual(['Leilani Kahale']);
  });

  it('says so when the star could not be saved, and leaves it as it was', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [campaign],
      contacts,
      intercept: (url) =>
        url.endsWith('/star')
          ? { status: 404, body: { code: 'CONTACT_NOT_FOUND', errorMessage: 'Contact not found' } }
          : undefined,
    });
    await screen.findByRole('table', { name: 'All contacts' });
    await userEvent.click(screen.getByRole('button', { name: 'Favorite Noa Kim' }));
    expect(await screen.findByText('Contact not found')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Favorite Noa Kim' })).toHaveAttribute('aria-pressed', 'false');
  });
});
