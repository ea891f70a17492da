import { CAMPAIGN_ROLES, roles, type Role } from './roles';

/**
 * Every browser route of both specs with its access rule, in one table. The web router mounts only
 * the routes whose page is built; the rest stay listed here so their rule is decided once.
 */
export type RouteAccess =
  | { kind: 'public' }
  /** Only reached by the access check's redirects (status confirm). */
  | { kind: 'redirectTarget' }
  | { kind: 'private'; roles: readonly Role[] };

export interface SiteRoute {
  path: string;
  access: RouteAccess;
  purpose: string;
}

const open: RouteAccess = { kind: 'public' };
const member = (...roles: Role[]): RouteAccess => ({ kind: 'private', roles });
const campaignRoles = member(...CAMPAIGN_ROLES);
const profileRoles = member('user', 'admin');

export const siteRoutes = [
  { path: '/', access: open, purpose: 'Home: hero, six tiles and their sections' },
  { path: '/l/:id', access: open, purpose: 'Short-link redirect' },
  // A campaign contact's own page: the link id is the capability, so it is open; its data is read in the browser.
  {
    path: '/home-report/:linkId',
    access: open,
    purpose: "A campaign contact's own home page, with their loan officer",
  },
  { path: '/auth/login', access: open, purpose: 'Login page' },
  // The spec names role user; any signed-in role must be able to finish a forced reset.
  { path: '/auth/reset', access: member(...roles), purpose: 'Password reset' },
  { path: '/auth/confirm', access: { kind: 'redirectTarget' }, purpose: 'Resume sign-up confirmation' },
  { path: '/pmi-removal', access: open, purpose: 'PMI/MIP Removal' },
  { path: '/pmi-removal/:id', access: open, purpose: 'PMI/MIP Removal for an address' },
  { path: '/payment-design-center', access: open, purpose: 'Payment Design Center' },
  { path: '/payment-design-center/:id', access: open, purpose: 'Payment Design Center for an address' },
  { path: '/dream-rate', access: open, purpose: 'Dream Rate' },
  { path: '/dream-rate/:id', access: open, purpose: 'Dream Rate for an address' },
  { path: '/payment/search', access: open, purpose: 'Search by Payment entry' },
  { path: '/payment/options', access: open, purpose: 'Purchase options for a payment' },
  { path: '/payment/results/:payment', access: open, purpose: 'Homes for a payment and option' },
  { path: '/options', access: open, purpose: 'Payment options (header payment update)' },
  // Spec: access not shown. It is the overview of the address a visitor chose, like the tools: public.
  { path: '/estimator/reficenter/:id', access: open, purpose: 'Refi Center: the overview of an address' },
  { path: '/estimator/cashflow/:id', access: profileRoles, purpose: 'Cash-flow estimator' },
  { path: '/contact', access: open, purpose: 'Contact Us' },
  // An alert e-mail's unsubscribe link: works without signing in (the signed token names the person).
  { path: '/alerts/unsubscribe', access: open, purpose: 'Stop one kind of alert e-mail' },
  { path: '/terms-conditions', access: open, purpose: 'Terms and conditions' },
  { path: '/privacy-policy', access: open, purpose: 'Privacy policy' },
  { path: '/profile', access: profileRoles, purpose: 'Profile' },
  { path: '/notifications', access: profileRoles, purpose: 'Notification settings' },
  { path: '/profile/mortgage', access: profileRoles, purpose: 'Mortgage profile' },
  { path: '/profile/loanofficer/:id', access: profileRoles, purpose: 'Loan officer profile' },
  { path: '/organizations', access: profileRoles, purpose: 'Organizations' },
  { path: '/organization/:id', access: profileRoles, purpose: 'Branches of an organization' },
  { path: '/organization/:id/branch/:branchid', access: profileRoles, purpose: 'Loan officers of a branch' },
  {
    path: '/organization/:id/branch/:branchid/user/:userid',
    access: profileRoles,
    purpose: 'Team member form',
  },
  {
    path: '/organization/:id/opt-outs',
    access: member('orgadmin', 'superadmin'),
    purpose: "An organization's opt-outs",
  },
  {
    path: '/organization/:id/privacy-requests',
    access: member('orgadmin', 'superadmin'),
    purpose: "An organization's privacy requests (to know, to delete), due 45 days after they came",
  },
  {
    path: '/organization/:id/consent',
    access: member('orgadmin', 'superadmin'),
    purpose: "A number's consent evidence in an organization (?phone=), printable",
  },
  { path: '/admin', access: member('admin'), purpose: 'Admin home' },
  { path: '/admin/users', access: member('superadmin'), purpose: 'Users' },
  { path: '/admin/campaigns', access: member('admin'), purpose: 'Admin campaigns' },
  { path: '/admin/rates', access: member('admin', 'superadmin'), purpose: 'Rate sheets and the rates in force' },
  { path: '/admin/addresses', access: member('superadmin'), purpose: 'Admin addresses' },
  // Organization admins read their organizations' audit entries there (the server keeps them to those).
  { path: '/admin/logs', access: member('superadmin', 'orgadmin'), purpose: 'Admin logs' },
  // Anyone signed in: the server shows each person the leads of their reach (their own, their branch's or
  // organization's), which may be none.
  {
    path: '/leads',
    access: member(...roles),
    purpose: "Pipeline: one's leads by stage, and the homeowners with a reason to hear from one now",
  },
  { path: '/campaigns', access: campaignRoles, purpose: 'Campaigns dashboard' },
  { path: '/inbox', access: campaignRoles, purpose: 'Inbox: every conversation of the campaigns one works on' },
  // An address for one conversation (a reply notice links here); the inbox keeps its selection as ?c=.
  { path: '/inbox/:conversationId', access: campaignRoles, purpose: 'Inbox: one conversation' },
  { path: '/campaign/:id', access: campaignRoles, purpose: 'Campaign detail' },
  { path: '/campaign/new/start', access: campaignRoles, purpose: 'New campaign: start' },
  { path: '/campaign/new/details', access: campaignRoles, purpose: 'New campaign: details' },
  { path: '/campaign/new/template', access: campaignRoles, purpose: 'New campaign: template' },
  { path: '/campaign/new/timeline', access: campaignRoles, purpose: 'New campaign: timeline' },
  { path: '/campaign/new/billing', access: campaignRoles, purpose: 'New campaign: billing' },
] as const satisfies readonly SiteRoute[];

export type SitePath = (typeof siteRoutes)[number]['path'];

export function routeAccess(path: SitePath): RouteAccess {
  const route = siteRoutes.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Unknown route ${path}`);
  return route.access;
}
