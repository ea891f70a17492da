import type { BetterAuthOptions } from 'better-auth';
import type { Config } from '../../../config';

/**
 * Outcomes better-auth logs as warnings that are a person's wrong e-mail or password: our routes
 * answer them (401) and count them in the sign-in rate limits, so they are not an operator's concern.
 */
const EXPECTED_OUTCOMES = new Set([
  'User not found',
  'Password not found',
  'Invalid password',
  'Reset Password: User not found',
]);

type LogLevel = Config['logLevel'];
const QUIETER_THAN_WARN: readonly LogLevel[] = ['fatal', 'error', 'silent'];

/** better-auth's logger: its own problems still show; wrong credentials do not fill the log. */
export function authLogger(logLevel: LogLevel): NonNullable<BetterAuthOptions['logger']> {
  return {
    disabled: logLevel === 'silent',
    level: QUIETER_THAN_WARN.includes(logLevel) ? 'error' : 'warn',
    log(level, message, ...args) {
      if (EXPECTED_OUTCOMES.has(message)) return;
      const write = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
      write(`[auth] ${level}: ${message}`, ...args);
    },
  };
}
