import {
  changePasswordRequestSchema,
  confirmRequestSchema,
  emailRequestSchema,
  resetPasswordRequestSchema,
  sessionReplySchema,
  signInRequestSchema,
  signUpRequestSchema,
  userRecordSchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorReplies } from '../../../errors';
import type { UserDeps } from '../service/deps';
import { changePassword, forgotPassword, resetPassword } from '../service/passwords';
import { currentSessionReply, signIn, signOut } from '../service/sign-in';
import { confirmSignUp, resendCode, signUp } from '../service/sign-up';
import { limitAuthAttempt } from './auth-rate-limits';
import { forwardAuthHeaders, webHeaders } from './better-auth-call';
import { setSignUpCookie, signUpTokenDigest } from './sign-up-cookie';

const ok = z.object({ ok: z.literal(true) });
const errors = errorReplies(400, 401, 403, 409, 429);
const tags = ['auth'];

/** Sign-up with an e-mailed code, sign-in and out, the session, and password recovery. */
export function authRoutes(deps: UserDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/sign-up',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Start a sign-up: a code is e-mailed (the same answer for e-mails that have an account)',
          body: signUpRequestSchema,
          response: { 201: z.object({ email: z.string(), status: z.literal('confirm') }), ...errors },
        },
      },
      async (request, reply) => {
        await limitAuthAttempt(deps.db, deps.config, 'send-code', request, request.body.email);
        const { reply: answer, attemptToken } = await signUp(deps, request.body, webHeaders(request));
        setSignUpCookie(reply, attemptToken, deps.config.publicUrl.startsWith('https:'));
        return reply.status(201).send(answer);
      },
    );

    app.post(
      '/confirm',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Confirm the e-mailed code (from the browser that signed up) and sign in',
          body: confirmRequestSchema,
          response: { 200: z.object({ user: userRecordSchema }), ...errors },
        },
      },
      async (request, reply) => {
        await limitAuthAttempt(deps.db, deps.config, 'confirm', request, request.body.email);
        const { user, headers } = await confirmSignUp(
          deps,
          request.body,
          webHeaders(request),
          signUpTokenDigest(request),
        );
        forwardAuthHeaders(headers, reply);
        return { user };
      },
    );

    app.post(
      '/resend-code',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'E-mail a new confirmation code',
          body: emailRequestSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await limitAuthAttempt(deps.db, deps.config, 'send-code', request, request.body.email);
        await resendCode(deps, request.body.email, signUpTokenDigest(request));
        return { ok: true as const };
      },
    );

    app.post(
      '/sign-in',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Sign in with e-mail and password',
          body: signInRequestSchema,
          response: { 200: z.object({ user: userRecordSchema }), ...errors },
        },
      },
      async (request, reply) => {
        await limitAuthAttempt(deps.db, deps.config, 'sign-in', request, request.body.email);
        const { user, headers } = await signIn(deps, request.body, webHeaders(request), request.ip);
        forwardAuthHeaders(headers, reply);
        return { user };
      },
    );

    app.post(
      '/sign-out',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'Sign out: the session is revoked', response: { 200: ok } },
      },
      async (request, reply) => {
        forwardAuthHeaders(await signOut(deps, webHeaders(request)), reply);
        return { ok: true as const };
      },
    );

    app.get(
      '/session',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'The signed-in user, or null', response: { 200: sessionReplySchema } },
      },
      (request) => currentSessionReply(deps, request),
    );

    app.post(
      '/forgot-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'E-mail a password reset code (same answer for unknown e-mails)',
          body: emailRequestSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await limitAuthAttempt(deps.db, deps.config, 'send-code', request, request.body.email);
        await forgotPassword(deps, request.body.email);
        return { ok: true as const };
      },
    );

    app.post(
      '/reset-password',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Choose a new password with the e-mailed code',
          body: resetPasswordRequestSchema,
          response: { 200: ok, ...errors },
        },
      },
      async (request) => {
        await limitAuthAttempt(deps.db, deps.config, 'confirm', request, request.body.email);
        await resetPassword(deps, request.body);
        return { ok: true as const };
      },
    );

    app.post(
      '/change-password',
      {
        config: { access: 'signedIn', allowPendingReset: true },
        schema: {
          tags,
          summary: 'Change the password (Reset Password page)',
          body: changePasswordRequestSchema,
          response: { 200: z.object({ user: userRecordSchema }), ...errors },
        },
      },
      async (request, reply) => {
        const userId = request.currentUser!.id;
        await limitAuthAttempt(deps.db, deps.config, 'sign-in', request, request.currentUser!.email);
        const { user, headers } = await changePassword(deps, userId, request.body, webHeaders(request));
        forwardAuthHeaders(headers, reply);
        return { user };
      },
    );
  };
}
