/**
 * The query keys of an organization's opt-outs. The organization's key prefixes its list and every
 * number's history, so one invalidation after a change refreshes everything shown about it.
 */
export const optOutKeys = {
  organization: (organizationId: string) => ['site', 'opt-outs', organizationId] as const,
  list: (organizationId: string, search: string) => ['site', 'opt-outs', organizationId, 'list', search] as const,
  history: (organizationId: string, phone: string) => ['site', 'opt-outs', organizationId, 'history', phone] as const,
  consent: (organizationId: string, phone: string) => ['site', 'opt-outs', organizationId, 'consent', phone] as const,
};

/** The address of an organization's opt-out calls under the site service. */
export const optOutsPath = (organizationId: string) =>
  `/campaign/contacts/opt-outs/${encodeURIComponent(organizationId)}`;
