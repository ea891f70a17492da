import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, bearer, emailOTP } from 'better-auth/plugins';
import type { Config } from '../../../config';
import type { Db } from '../../../platform/db/types';
import type { MailProvider } from '../../notifications';
import { accounts, sessions, users, verifications } from '../tables';
import { authLogger } from './auth-log';
import { codeMail } from './code-mail';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { passwordHashing } from './password-hashing';

export const OTP_EXPIRES_SECONDS = 600;
export const OTP_ALLOWED_ATTEMPTS = 3;
export const SESSION_COOKIE_PREFIX = 'roost';
/** A session ends after 12 hours without use, and 7 days after sign-in whatever happens. */
export const SESSION_IDLE_SECONDS = 12 * 60 * 60;
export const SESSION_LIFETIME_SECONDS = 7 * 24 * 60 * 60;
/** A session used more than this long after its idle end was last pushed out is pushed out again (and its cookie renewed). */
export const SESSION_UPDATE_AGE_SECONDS = 15 * 60;

/**
 * better-auth does the cryptography and bookkeeping: password hashes, sessions (cookie or bearer
 * token), e-mailed codes (10 minutes, single use, 3 attempts) and roles. Its HTTP handler is not
 * mounted: our own routes call `auth.api` so each declares its schema, access and rate limits.
 */
export function createAuth(deps: { config: Config; db: Db; mail: MailProvider }) {
  const { config } = deps;
  return betterAuth({
    appName: 'Roost',
    baseURL: config.publicUrl,
    secret: config.secrets.session,
    telemetry: { enabled: false },
    logger: authLogger(config.logLevel),
    database: withHashedSessionTokens(
      drizzleAdapter(deps.db, {
        provider: 'pg',
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
    ),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      autoSignIn: false,
      password: passwordHashing,
    },
    emailVerification: { autoSignInAfterVerification: true, sendOnSignIn: false },
    user: {
      additionalFields: {
        phone: { type: 'string', required: false, input: true },
        status: { type: 'string', required: false, defaultValue: 'confirm', input: false },
        textUpdates: { type: 'boolean', required: false, defaultValue: false, input: false },
        textUpdatesConsentAt: { type: 'date', required: false, input: false },
      },
    },
    // Each use after 15 minutes pushes the idle end out again (and renews the cookie).
    session: { expiresIn: SESSION_IDLE_SECONDS, updateAge: SESSION_UPDATE_AGE_SECONDS },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: SESSION_COOKIE_PREFIX,
      useSecureCookies: config.publicUrl.startsWith('https:'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
    trustedOrigins: [new URL(config.publicUrl).origin],
    rateLimit: { enabled: false },
    plugins: [
      emailOTP({
        otpLength: 6,
        expiresIn: OTP_EXPIRES_SECONDS,
        allowedAttempts: OTP_ALLOWED_ATTEMPTS,
        storeOTP: 'hashed',
        sendVerificationOnSignUp: true,
        overrideDefaultEmailVerification: true,
        disableSignUp: true,
        async sendVerificationOTP({ email, otp, type }) {
          await deps.mail.send(codeMail(email, otp, type, OTP_EXPIRES_SECONDS / 60));
        },
      }),
      // A bearer token must carry its signature: a token alone (say, from a database copy) is not enough.
      bearer({ requireSignature: true }),
      // Its role and ban fields are ours; its HTTP endpoints are not mounted (role rules: plugins/access.ts).
      admin({ defaultRole: 'user' }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
