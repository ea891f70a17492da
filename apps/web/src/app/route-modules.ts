import type { SitePath } from '@roost/domain';

/**
 * The page of each built path of the route table (packages/domain site-routes), as a route module under app/routes/.
 * routes.ts mounts exactly these, with the table's access rule; a path without an entry is not mounted yet. Several
 * paths may share a module (a tool with and without an address).
 */
export const routeModules: Partial<Record<SitePath, string>> = {
  '/': 'routes/home.tsx',
  '/pmi-removal': 'routes/pmi-removal.tsx',
  '/pmi-removal/:id': 'routes/pmi-removal.tsx',
  '/payment-design-center': 'routes/payment-design.tsx',
  '/payment-design-center/:id': 'routes/payment-design.tsx',
  '/dream-rate': 'routes/dream-rate.tsx',
  '/dream-rate/:id': 'routes/dream-rate.tsx',
  '/estimator/reficenter/:id': 'routes/refi-center.tsx',
  '/payment/search': 'routes/payment-search.tsx',
  '/payment/options': 'routes/payment-options.tsx',
  '/options': 'routes/payment-options.tsx',
  '/payment/results/:payment': 'routes/payment-results.tsx',
  '/contact': 'routes/contact.tsx',
  '/home-report/:linkId': 'routes/home-report.tsx',
  '/terms-conditions': 'routes/terms.tsx',
  '/privacy-policy': 'routes/privacy.tsx',
  '/auth/login': 'routes/login.tsx',
  '/auth/reset': 'routes/reset-password.tsx',
  '/auth/confirm': 'routes/confirm.tsx',
  '/alerts/unsubscribe': 'routes/unsubscribe.tsx',
  '/profile': 'routes/profile.tsx',
  '/notifications': 'routes/notifications.tsx',
  '/profile/mortgage': 'routes/mortgage-profile.tsx',
  '/profile/loanofficer/:id': 'routes/loan-officer.tsx',
  '/inbox': 'routes/inbox.tsx',
  '/inbox/:conversationId': 'routes/inbox-conversation.tsx',
  '/leads': 'routes/leads.tsx',
  '/campaigns': 'routes/campaigns.tsx',
  '/campaign/:id': 'routes/campaign.tsx',
  '/campaign/new/start': 'routes/new-campaign-start.tsx',
  '/campaign/new/details': 'routes/new-campaign.tsx',
  '/campaign/new/template': 'routes/new-campaign.tsx',
  '/campaign/new/timeline': 'routes/new-campaign.tsx',
  '/campaign/new/billing': 'routes/new-campaign.tsx',
  '/organizations': 'routes/organizations.tsx',
  '/organization/:id': 'routes/organization.tsx',
  '/organization/:id/branch/:branchid': 'routes/branch.tsx',
  '/organization/:id/branch/:branchid/user/:userid': 'routes/team-member.tsx',
  '/organization/:id/opt-outs': 'routes/opt-outs.tsx',
  '/organization/:id/privacy-requests': 'routes/privacy-requests.tsx',
  '/organization/:id/consent': 'routes/consent-evidence.tsx',
  '/admin': 'routes/admin-home.tsx',
  '/admin/users': 'routes/admin-users.tsx',
  '/admin/campaigns': 'routes/admin-campaigns.tsx',
  '/admin/rates': 'routes/admin-rates.tsx',
  '/admin/addresses': 'routes/admin-addresses.tsx',
  '/admin/logs': 'routes/admin-logs.tsx',
};

/** The paths with a page, so navigation (the profile and admin tabs) offers only what exists. */
export function builtPaths(): string[] {
  return Object.keys(routeModules);
}
