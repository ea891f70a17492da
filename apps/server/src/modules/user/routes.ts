import {
  adminUserUpdateSchema,
  createUserRequestSchema,
  userAddressCreateSchema,
  userAddressSchema,
  userAddressUpdateSchema,
  userAddressWithPropertySchema,
  userRecordSchema,
  userSettingSchema,
  userSettingUpdateSchema,
  usersPageQuerySchema,
  usersPageSchema,
} from '@roost/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errorReplies } from '../../errors';
import { findUserById } from './repo';
import { createUserByAdmin } from './service/create-user';
import type { UserDeps } from './service/deps';
import { listUsers } from './service/list-users';
import { changeUser } from './service/update-user';
import { changeUserAddress, saveUserAddress, userAddressesOf } from './service/user-addresses';
import { changeUserSetting, toUserSetting, userSettingOf } from './service/user-settings';
import { toUserRecord } from './user-record';
import { saveUserSetting } from './user-setting-repo';

const tags = ['user'];
const errors = errorReplies(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().min(1).max(100) });

/** The spec's user service: a person's own record, and the admin list and creation. */
export function userRoutes(deps: UserDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/user/:id',
      {
        config: { access: { owner: 'id', orRoles: ['admin', 'superadmin'] } },
        schema: { tags, summary: 'A user record', params: idParams, response: { 200: userRecordSchema, ...errors } },
      },
      async (request) => {
        const user = await findUserById(deps.db, request.params.id);
        if (!user) throw new AppError('USER_NOT_FOUND', 'User not found');
        return toUserRecord(user);
      },
    );

    app.put(
      '/user/:id',
      {
        config: { access: { owner: 'id', orRoles: ['admin', 'superadmin'] } },
        schema: {
          tags,
          summary: 'Change a user record',
          params: idParams,
          body: adminUserUpdateSchema,
          response: { 200: userRecordSchema, ...errors },
        },
      },
      async (request) =>
        changeUser(deps, request.currentUser!, request.params.id, request.body, { ipAddress: request.ip }),
    );

    app.post(
      '/user',
      {
        config: { access: { roles: ['superadmin'] } },
        schema: {
          tags,
          summary: 'Create a user; a temporary password is e-mailed',
          body: createUserRequestSchema,
          response: { 201: userRecordSchema, ...errors },
        },
      },
      async (request, reply) => reply.status(201).send(await createUserByAdmin(deps, request.body)),
    );

    app.get(
      '/users',
      {
        config: { access: { roles: ['admin', 'superadmin'] } },
        schema: {
          tags,
          summary: 'Users, newest first: a page after the cursor, optionally searched by name, e-mail or phone',
          querystring: usersPageQuerySchema,
          response: { 200: usersPageSchema, ...errors },
        },
      },
      async (request) => listUsers(deps.db, request.query),
    );

    app.get(
      '/user/:userId/address',
      {
        config: { access: { owner: 'userId', orRoles: ['admin', 'superadmin'] } },
        schema: {
          tags,
          summary: "A person's saved addresses; ?type=all adds the property figures",
          params: z.object({ userId: z.string().min(1).max(100) }),
          querystring: z.object({ type: z.enum(['all']).optional() }),
          response: { 200: z.array(userAddressWithPropertySchema).or(z.array(userAddressSchema)), ...errors },
        },
      },
      async (request) => userAddressesOf(deps, request.params.userId, request.query.type === 'all'),
    );

    app.post(
      '/user/address',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: 'Save an address (and its loan balance) for the signed-in person',
          body: userAddressCreateSchema,
          response: { 201: userAddressSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await saveUserAddress(deps, request.currentUser!.id, request.body)),
    );

    app.put(
      '/user/address/:id',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Change a saved address's loan figures (its owner only)",
          params: idParams,
          body: userAddressUpdateSchema,
          response: { 200: userAddressSchema, ...errors },
        },
      },
      async (request) => changeUserAddress(deps, request.currentUser!, request.params.id, request.body),
    );

    const userIdParams = z.object({ userId: z.string().min(1).max(100) });
    const ownSetting = { owner: 'userId', orRoles: ['admin', 'superadmin'] } as const;

    app.get(
      '/user/setting/:userId',
      {
        config: { access: ownSetting },
        schema: {
          tags,
          summary: "A person's dream-rate alert (rate 0, inactive, when never saved; a read stores nothing)",
          params: userIdParams,
          response: { 200: userSettingSchema, ...errors },
        },
      },
      async (request) => userSettingOf(deps, request.params.userId),
    );

    app.post(
      '/user/setting',
      {
        config: { access: 'signedIn' },
        schema: {
          tags,
          summary: "Create or change the signed-in person's dream-rate alert (the body's userId is ignored)",
          body: userSettingUpdateSchema.extend({ userId: z.string().optional() }),
          response: { 200: userSettingSchema, ...errors },
        },
      },
      async (request) => {
        const { userId: _ignored, ...setting } = request.body;
        return toUserSetting(await saveUserSetting(deps.db, request.currentUser!.id, setting));
      },
    );

    app.put(
      '/user/setting/:userId',
      {
        config: { access: ownSetting },
        schema: {
          tags,
          summary: "Change a person's dream-rate alert",
          params: userIdParams,
          body: userSettingUpdateSchema,
          response: { 200: userSettingSchema, ...errors },
        },
      },
      async (request) => changeUserSetting(deps, request.params.userId, request.body),
    );
  };
}
