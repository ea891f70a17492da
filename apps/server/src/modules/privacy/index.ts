// Privacy: the rights to know and to delete. A person downloads or erases their own account; an organization's
// admins record and answer a campaign contact's request within 45 days. Owns privacy_requests; every other module
// reads and erases its own data through its descriptor's `personalData` (personal-data.ts beside the registry).
export type { PrivacyDeps } from './service/deps';
