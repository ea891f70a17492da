import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hasAnyRole, type Role, type SitePath } from '@roost/domain';
import { useEffect, useRef, type RefObject } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';

export interface ProfileTab {
  label: string;
  path: SitePath;
  /** Shown to holders of any of these; to everyone when null. */
  roles: readonly Role[] | null;
  /** Also shown to anyone listed in a team (Organizations). */
  forTeamMembers?: boolean;
  /** The addresses that belong to this tab, beyond its own. */
  alsoFor?: RegExp;
}

/** The profile shell's side tabs and who sees them (spec 2.2, consumer spec Profile page, section 6). */
export const profileTabs: readonly ProfileTab[] = [
  { label: 'Profile', path: '/profile', roles: null },
  // Not among the spec's side tabs, but the mortgage profile (spec 2.4) needs a way in.
  { label: 'Mortgages', path: '/profile/mortgage', roles: ['user', 'admin'] },
  { label: 'Notifications', path: '/notifications', roles: ['user', 'admin'] },
  { label: 'Inbox', path: '/inbox', roles: ['admin', 'agent', 'campaigns', 'user'], alsoFor: /^\/inbox\// },
  { label: 'Campaigns', path: '/campaigns', roles: ['admin', 'agent', 'campaigns', 'user'], alsoFor: /^\/campaign\// },
  // The pipeline: whoever may own a lead (a campaign's sender, a loan officer in a team) or oversee some.
  {
    label: 'Leads',
    path: '/leads',
    roles: ['admin', 'agent', 'campaigns', 'user', 'loanofficer', 'branchmanager', 'orgadmin', 'superadmin'],
    forTeamMembers: true,
  },
  {
    label: 'Organizations',
    path: '/organizations',
    roles: ['admin', 'superadmin', 'orgadmin', 'branchmanager', 'loanofficer'],
    forTeamMembers: true,
    alsoFor: /^\/(organization|profile\/loanofficer)\//,
  },
  { label: 'Users', path: '/admin/users', roles: ['superadmin'] },
  // Who did what in their organizations; a superadmin reaches the whole log from the admin menu.
  { label: 'Logs', path: '/admin/logs', roles: ['orgadmin'] },
];

/** Whether someone with these roles sees the Organizations tab without asking for their memberships. */
export const seesOrganizationsByRole = (userRoles: readonly string[]) =>
  hasAnyRole(userRoles, profileTabs.find((tab) => tab.path === '/organizations')?.roles ?? []);

export function visibleTabs(
  userRoles: readonly string[],
  builtPaths: readonly string[],
  isTeamMember = false,
): ProfileTab[] {
  return profileTabs.filter(
    (tab) =>
      builtPaths.includes(tab.path) &&
      (tab.roles === null || hasAnyRole(userRoles, tab.roles) || (Boolean(tab.forTeamMembers) && isTeamMember)),
  );
}

/** The tab an address belongs to, or false (Tabs' "none selected"). */
export function currentTab(tabs: readonly ProfileTab[], pathname: string): string | false {
  const tab = tabs.find((candidate) => candidate.path === pathname || candidate.alsoFor?.test(pathname));
  return tab?.path ?? false;
}

/**
 * On a phone the tabs are one scrolling row, and the page's tab may be far to the right (Campaigns at 375 px):
 * keep the selected tab wholly in view, moving only the row (never the page). Tabs tells the row to scroll when
 * the selection changes, but not when the tabs grow afterwards (the web font arrives, a tab is added), which can
 * leave the selected one cut off at the edge: so the row is checked again whenever a tab or the row resizes.
 */
function useSelectedTabInView(
  nav: RefObject<HTMLElement | null>,
  selected: string | false,
  row: boolean,
  tabCount: number,
) {
  useEffect(() => {
    const list = nav.current?.querySelector<HTMLElement>('[role="tablist"]');
    const scroller = list?.parentElement;
    if (!row || selected === false || !list || !scroller) return;
    const reveal = () => {
      const tab = list.querySelector('[role="tab"][aria-selected="true"]');
      if (!tab) return;
      const shown = scroller.getBoundingClientRect();
      const at = tab.getBoundingClientRect();
      const past = at.right > shown.right ? Math.min(at.right - shown.right, at.left - shown.left) : 0;
      const before = at.left < shown.left ? at.left - shown.left : 0;
      if (past + before !== 0) scroller.scrollLeft += past + before;
    };
    // Tabs animates its own scroll (about 300 ms) from what it measured before the change: looking again once
    // that animation is over keeps its last frame from undoing the correction.
    let again: number | undefined;
    const settle = () => {
      reveal();
      window.clearTimeout(again);
      again = window.setTimeout(reveal, 400);
    };
    settle();
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(settle);
    for (const element of [scroller, ...list.querySelectorAll('[role="tab"]')]) resized?.observe(element);
    let live = true;
    void document.fonts?.ready.then(() => live && settle());
    return () => {
      live = false;
      window.clearTimeout(again);
      resized?.disconnect();
    };
  }, [nav, selected, row, tabCount]);
}

/**
 * A side menu 240 wide on wide screens; a scrollable row of tabs on phones. `counts` puts a number beside a tab
 * (the Inbox's unread conversations), which its accessible name says too.
 */
export function ProfileTabs({
  tabs,
  counts = {},
}: {
  tabs: readonly ProfileTab[];
  counts?: Partial<Record<string, number>>;
}) {
  const { pathname } = useLocation();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const selected = currentTab(tabs, pathname);
  const nav = useRef<HTMLElement>(null);
  useSelectedTabInView(nav, selected, !wide, tabs.length);
  return (
    <Box ref={nav} component="nav" aria-label="Profile menu" sx={{ width: { md: 240 }, flexShrink: 0, minWidth: 0 }}>
      <Tabs
        value={selected}
        orientation={wide ? 'vertical' : 'horizontal'}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Profile sections"
        sx={wide ? { borderRight: 1, borderColor: 'divider' } : { borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => {
          const count = counts[tab.path] ?? 0;
          return (
            <Tab
              key={tab.path}
              label={count > 0 ? <CountedLabel label={tab.label} count={count} /> : tab.label}
              aria-label={count > 0 ? `${tab.label}, ${count} unread` : undefined}
              value={tab.path}
              component={RouterLink}
              to={tab.path}
              sx={{ textTransform: 'none', alignItems: wide ? 'flex-start' : 'center' }}
            />
          );
        })}
      </Tabs>
    </Box>
  );
}

/** A tab's name with its count in a small pill (white on the brand colour, better than 4.5:1). */
function CountedLabel({ label, count }: { label: string; count: number }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      {label}
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: 20,
          px: 0.75,
          borderRadius: 10,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          fontSize: '0.75rem',
          fontWeight: 700,
          lineHeight: '20px',
          textAlign: 'center',
        }}
      >
        {count > 99 ? '99+' : count}
      </Box>
    </Box>
  );
}
