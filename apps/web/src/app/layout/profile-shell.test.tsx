import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { alertsApi } from '../../test/api/alerts';
import { replyNoticesApi } from '../../test/api/inbox';
import { mortgagesApi } from '../../test/api/mortgages';
import { propertyApi } from '../../test/api/property';
import { testBranch, testMembership, testTeam } from '../../test/api/teams';
import { openWorkspace, requestsTo, userWithRoles } from '../../test/workspace';
import { stubScreenWidth } from '../../test/phone-screen';
import { builtPaths } from '../route-modules';

afterEach(() => vi.unstubAllGlobals());

/** Opens a page of the profile shell with the areas its tabs' pages ask for (addresses, mortgages, alerts). */
const openProfile = (path: string, options: Parameters<typeof openWorkspace>[1] = {}) =>
  openWorkspace(path, { areas: [propertyApi(), mortgagesApi(), alertsApi(), replyNoticesApi()], ...options });

/** The Users tab shows once its page (the admin issue's) is mounted. */
const usersTab = () => (builtPaths().includes('/admin/users') ? ['Users'] : []);

async function tabLabels() {
  const tabs = within(await screen.findByRole('tablist', { name: 'Profile sections' }));
  return tabs.getAllByRole('tab').map((tab) => tab.textContent);
}

describe('profile shell', () => {
  it('shows a plain user Profile, Mortgages, Notifications, Inbox, Campaigns and Leads, asking whether they are in a team', async () => {
    const { calls } = openProfile('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await waitFor(() => expect(requestsTo(calls, '/api/site/team/users/u1')).toEqual(['GET']));
    expect(await tabLabels()).toEqual(['Profile', 'Mortgages', 'Notifications', 'Inbox', 'Campaigns', 'Leads']);
  });

  it('adds Organizations for someone listed in a team', async () => {
    openProfile('/profile', { memberships: [testMembership()] });
    await waitFor(async () => expect(await tabLabels()).toContain('Organizations'));
    expect(await tabLabels()).toEqual([
      'Profile',
      'Mortgages',
      'Notifications',
      'Inbox',
      'Campaigns',
      'Leads',
      'Organizations',
    ]);
  });

  it.each([['orgadmin'], ['branchmanager'], ['loanofficer'], ['admin']] as const)(
    'shows Organizations to role %s without asking for memberships',
    async (role) => {
      const { calls } = openProfile('/profile', { user: userWithRoles('user', role) });
      await screen.findByRole('heading', { name: 'Profile', level: 1 });
      expect(await tabLabels()).toContain('Organizations');
      expect(requestsTo(calls, '/api/site/team/users/u1')).toEqual([]);
    },
  );

  it("gives an organization admin a Logs tab to their organizations' audit trail", async () => {
    openProfile('/profile', { user: userWithRoles('user', 'orgadmin') });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(screen.getByRole('tab', { name: 'Logs' })).toHaveAttribute('href', '/admin/logs');
  });

  it('gives a superadmin every tab', async () => {
    openProfile('/profile', { user: userWithRoles('superadmin', 'user') });
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    expect(await tabLabels()).toEqual([
      'Profile',
      'Mortgages',
      'Notifications',
      'Inbox',
      'Campaigns',
      'Leads',
      'Organizations',
      ...usersTab(),
    ]);
  });

  it.each([
    ['/notifications', 'Notifications', 'Notifications'],
    ['/profile/mortgage', 'My Mortgages', 'Mortgages'],
  ])('shows %s inside the shell with its tab selected, reached from the tabs', async (path, title, tab) => {
    openProfile('/profile');
    await screen.findByRole('heading', { name: 'Profile', level: 1 });
    await userEvent.click(screen.getByRole('tab', { name: tab }));
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(screen.queryByText('Page not found')).toBeNull();
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('href', path);
  });

  it('marks Organizations as the current tab on the pages under it', async () => {
    openWorkspace('/organization/org1', {
      user: userWithRoles('user', 'orgadmin'),
      teams: [testTeam(), testBranch()],
    });
    await screen.findByRole('heading', { name: 'Sierra Home Loans', level: 1 });
    expect(screen.getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'false');
  });

  it('keeps the page’s tab wholly in view on a phone when the tabs grow after the first layout', async () => {
    stubScreenWidth(375);
    // jsdom lays nothing out: tabs side by side, `width` px each, the row showing 295 px between its scroll
    // buttons and scrolled by its scrollLeft.
    let width = 40;
    let scroller: Element | null = null;
    const box = (left: number, size: number) => ({ left, right: left + size, width: size }) as DOMRect;
    const rects = vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      if (this.getAttribute('role') === 'tab') {
        const index = [...(this.parentElement?.children ?? [])].indexOf(this);
        return box(index * width - (scroller?.scrollLeft ?? 0), width);
      }
      if (this.firstElementChild?.getAttribute('role') === 'tablist') return box(0, 295);
      return box(0, 0);
    });
    // Each observer with what it watches: a resize reaches only those watching the element that changed size.
    const observers: { changed: () => void; watched: Element[] }[] = [];
    vi.stubGlobal(
      'ResizeObserver',
      class {
        private readonly entry: { changed: () => void; watched: Element[] };
        constructor(changed: () => void) {
          this.entry = { changed, watched: [] };
          observers.push(this.entry);
        }
        observe(element: Element) {
          this.entry.watched.push(element);
        }
        unobserve() {}
        disconnect() {
          this.entry.watched = [];
        }
      },
    );
    const resized = (element: Element) =>
      observers.filter((observer) => observer.watched.includes(element)).forEach((observer) => observer.changed());
    try {
      openWorkspace('/organization/org1', {
        user: userWithRoles('user', 'orgadmin'),
        teams: [testTeam(), testBranch()],
      });
      await screen.findByRole('heading', { name: 'Sierra Home Loans', level: 1 });
      const list = screen.getByRole('tablist', { name: 'Profile sections' });
      scroller = list.parentElement;
      expect(within(list).getByRole('tab', { name: 'Organizations' })).toHaveAttribute('aria-selected', 'true');
      expect(scroller!.scrollLeft).toBe(0);
      // The font arrives: every tab is 90 px now and Organizations would be cut off at 295: the row moves just
      // enough to show its right edge.
      const tabs = within(list).getAllByRole('tab');
      const organizations = tabs.findIndex((tab) => tab.textContent === 'Organizations');
      width = 90;
      act(() => tabs.forEach(resized));
      expect(scroller!.scrollLeft).toBe((organizations + 1) * 90 - 295);
    } finally {
      rects.mockRestore();
    }
  });
});
