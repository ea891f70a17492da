// User: identity (sign-up, codes, sign-in, sessions, passwords, roles) on better-auth, and the spec's
// user service. Owns the users, sessions, accounts and verifications tables, the sign-in rate-limit counters
// (rate_limit_hits), and a person's saved addresses (with their notification settings), dream-rate setting and
// mortgages.
export { findAlertRecipient, listAlertWatchers, type AddressWatch, type AlertWatcher } from './alert-watches';
export { withdrawTextConsent } from './text-consent';
export { DEMO_PASSWORD, demoAccounts } from './demo-accounts';
export { countUsers } from './service/list-users';
export { accountCard, accountEmails, accountIdOfEmail, accountNames } from './service/account-emails';
export { teamAccounts, type TeamAccounts } from './service/team-accounts';
export type { UserDeps } from './service/deps';
export { SESSION_COOKIE_NAME, createUserDeps, sessionResolver } from './module';
export { accountPasswordMatches, personSubjectOf } from './privacy-account';
