import { authMessages } from '@roost/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import { enforceRateLimits, type RateLimitRule } from './rate-limit-counters';

export type AuthAction = 'sign-in' | 'confirm' | 'send-code';

const WINDOW_SECONDS = 15 * 60;

/**
 * Per client address, and per address-and-e-mail pair. A count per e-mail alone would let anyone lock
 * an account's owner out (ten wrong passwords from anywhere); a pair's count only stops the address
 * that hammers it, while the owner, from their own address, still signs in or resets.
 */
function rules(config: Config, action: AuthAction): { address: RateLimitRule; pair: RateLimitRule } {
  // Sending codes costs us e-mail and floods an inbox: it gets half the allowance.
  const share = action === 'send-code' ? 0.5 : 1;
  return {
    address: {
      name: `${action}:address`,
      limit: Math.max(1, Math.floor(config.limits.authPerAddress * share)),
      windowSeconds: WINDOW_SECONDS,
    },
    pair: {
      name: `${action}:address-email`,
      limit: Math.max(1, Math.floor(config.limits.authPerEmail * share)),
      windowSeconds: WINDOW_SECONDS,
    },
  };
}

export function limitAuthAttempt(db: Db, config: Config, action: AuthAction, request: FastifyRequest, email: string) {
  const { address, pair } = rules(config, action);
  return enforceRateLimits(
    db,
    [
      { rule: address, key: request.ip },
      { rule: pair, key: `${request.ip}|${email}` },
    ],
    authMessages.tooManyAttempts,
  );
}
