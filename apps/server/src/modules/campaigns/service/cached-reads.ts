/**
 * What the campaign reads come from: the campaigns with their contacts, texts and collaborators, the people, and the
 * organizations' teams and memberships that decide who reaches a campaign. A change to any of them forgets every
 * cached reply (table-change-cache.ts), so a reply is never older than the data nor than the caller's access.
 */
export const CAMPAIGN_READ_TABLES = [
  'users',
  'teams',
  'team_users',
  'memberships',
  'campaigns',
  'campaign_collaborators',
  'campaign_contacts',
  'campaign_sends',
] as const;
