// What tests of other modules and the benchmarks may use of the user module; never imported by src.
export { authLogger } from './auth/auth-log';
export { seedDemoAccounts } from './demo-accounts';
export { insertAccount } from './service/create-user';
export { SESSION_READ_TABLES } from './service/session-fast-path';
