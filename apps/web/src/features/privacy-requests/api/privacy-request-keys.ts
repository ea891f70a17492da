/** The query keys of an organization's privacy requests; the organization's key prefixes all of them. */
export const privacyRequestKeys = {
  organization: (organizationId: string) => ['site', 'privacy-requests', organizationId] as const,
};

/** The address of an organization's privacy-request calls under the site service. */
export const privacyRequestsPath = (organizationId: string) =>
  `/privacy/requests/${encodeURIComponent(organizationId)}`;
