import { authMessages } from '@roost/domain';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../../../config';
import type { Db } from '../../../db/types';
import { enforceRateLimits, type RateLimitRule } from '../../core';

export type AuthAction = 'sign-in' | 'confirm' | 'send-code';

const WINDOW_SECONDS = 15 * 60;

/** Per client address and per e-mail, so neither one address nor one account can be hammered. */
function rules(config: Config, action: AuthAction): { address: RateLimitRule; email: RateLimitRule } {
  // Sending codes costs us e-mail and floods an inbox: it gets half the allowance.
  const share = action === 'send-code' ? 0.5 : 1;
  return {
    address: {
      name: `${action}:address`,
      limit: Math.max(1, Math.floor(config.limits.authPerAddress * share)),
      windowSeconds: WINDOW_SECONDS,
    },
    email: {
      name: `${action}:email`,
      limit: Math.max(1, Math.floor(config.limits.authPerEmail * share)),
      windowSeconds: WINDOW_SECONDS,
    },
  };
}

export function limitAuthAttempt(db: Db, config: Config, action: AuthAction, request: FastifyRequest, email: string) {
  const { address, email: perEmail } = rules(config, action);
  return enforceRateLimits(
    db,
    [
      { rule: address, key: request.ip },
      { rule: perEmail, key: email },
    ],
    authMessages.tooManyAttempts,
  );
}
