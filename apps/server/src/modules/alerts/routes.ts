import {
  alertKindLabels,
  alertKinds,
  alertRecordSchema,
  alertSubscriptionChangeSchema,
  alertSubscriptionsSchema,
  alertUnsubscribeInfoSchema,
  type AlertKind,
  type AlertRecord,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { AppError, errorReplies } from '../../errors';
import { findAlertRecipient } from '../user';
import { listAlerts, setSubscribed, unsubscribedKinds, type AlertRow } from './repo';
import { readUnsubscribeToken } from './unsubscribe-token';

const tags = ['user'];
const errors = errorReplies(400, 401, 403, 404);
const userParams = z.object({ userId: z.string().min(1).max(100) });
const tokenQuery = z.object({ token: z.string().min(1).max(400) });
const own = { owner: 'userId', orRoles: ['admin', 'superadmin'] } as const;
const HISTORY_SHOWN = 100;
export const INVALID_LINK = 'This unsubscribe link is not valid. Sign in to change your alerts in your settings.';

const toRecord = (row: AlertRow): AlertRecord => ({
  id: row.id,
  kind: row.kind as AlertKind,
  addressId: row.addressId,
  title: row.title,
  body: row.body,
  email: row.emailState as AlertRecord['email'],
  text: row.textState as AlertRecord['text'],
  lead: row.leadState as AlertRecord['lead'],
  createdDate: row.createdDate.toISOString(),
});

/** "a...z@example.com": enough for a person to know the address, not enough to learn it from a link. */
const maskEmail = (email: string) =>
  email.replace(
    /^(.)(.*)(.@)/,
    (_m, first: string, middle: string, last: string) => `${first}${'*'.repeat(Math.min(middle.length, 6))}${last}`,
  );

/** A person's alert history and which kinds they receive; the e-mails' unsubscribe link, without signing in. */
export function alertRoutes(deps: { db: Db; secret: string }) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const requirePerson = async (userId: string) => {
      const person = await findAlertRecipient(deps.db, userId);
      if (!person) throw new AppError('USER_NOT_FOUND', 'User not found');
      return person;
    };
    const subscriptions = async (userId: string) => {
      const off = await unsubscribedKinds(deps.db, userId);
      return Object.fromEntries(alertKinds.map((kind) => [kind, !off.has(kind)])) as Record<AlertKind, boolean>;
    };
    const tokenOf = (token: string) => {
      const named = readUnsubscribeToken(deps.secret, token);
      if (!named) throw new AppError('UNSUBSCRIBE_LINK_NOT_VALID', INVALID_LINK);
      return named;
    };

    app.get(
      '/alerts/:userId',
      {
        config: { access: own },
        schema: {
          tags,
          summary: "A person's alerts, newest first, with what became of each e-mail, text and lead",
          params: userParams,
          response: { 200: z.array(alertRecordSchema), ...errors },
        },
      },
      async (request) => {
        await requirePerson(request.params.userId);
        return (await listAlerts(deps.db, request.params.userId, HISTORY_SHOWN)).map(toRecord);
      },
    );

    app.get(
      '/alerts/subscriptions/:userId',
      {
        config: { access: own },
        schema: {
          tags,
          summary: 'Which kinds of alert a person receives',
          params: userParams,
          response: { 200: alertSubscriptionsSchema, ...errors },
        },
      },
      async (request) => {
        await requirePerson(request.params.userId);
        return subscriptions(request.params.userId);
      },
    );

    app.put(
      '/alerts/subscriptions/:userId',
      {
        config: { access: own },
        schema: {
          tags,
          summary: 'Turn one kind of alert on or off',
          params: userParams,
          body: alertSubscriptionChangeSchema,
          response: { 200: alertSubscriptionsSchema, ...errors },
        },
      },
      async (request) => {
        await requirePerson(request.params.userId);
        await setSubscribed(deps.db, request.params.userId, request.body.kind, request.body.subscribed);
        return subscriptions(request.params.userId);
      },
    );

    app.get(
      '/alerts/unsubscribe',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "What an e-mail's unsubscribe link turns off (no sign-in: the signed token names the person)",
          querystring: tokenQuery,
          response: { 200: alertUnsubscribeInfoSchema, ...errors },
        },
      },
      async (request) => {
        const { userId, kind } = tokenOf(request.query.token);
        const person = await findAlertRecipient(deps.db, userId);
        if (!person) throw new AppError('UNSUBSCRIBE_LINK_NOT_VALID', INVALID_LINK);
        const off = await unsubscribedKinds(deps.db, userId);
        return { kind, label: alertKindLabels[kind], email: maskEmail(person.email), subscribed: !off.has(kind) };
      },
    );

    // RFC 8058 one-click: mail apps POST `List-Unsubscribe=One-Click` form-encoded (or multipart); our
    // page posts JSON. The token in the address is what counts.
    void app.register(async (scope) => {
      const ignoreBody = (_request: unknown, _body: unknown, done: (error: null, body: object) => void) =>
        done(null, {});
      scope.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 1024 },
        ignoreBody,
      );
      scope.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, ignoreBody);
      scope.withTypeProvider<ZodTypeProvider>().post(
        '/alerts/unsubscribe',
        {
          config: { access: 'public' },
          schema: {
            tags,
            summary: 'Turn off the kind of alert an e-mail link names (one click, no sign-in)',
            querystring: tokenQuery,
            response: { 200: alertUnsubscribeInfoSchema, ...errors },
          },
        },
        async (request) => {
          const { userId, kind } = tokenOf(request.query.token);
          const person = await findAlertRecipient(deps.db, userId);
          if (!person) throw new AppError('UNSUBSCRIBE_LINK_NOT_VALID', INVALID_LINK);
          await setSubscribed(deps.db, userId, kind, false);
          return { kind, label: alertKindLabels[kind], email: maskEmail(person.email), subscribed: false };
        },
      );
    });
  };
}
