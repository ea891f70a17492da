import { apiErrorSchema } from '@roost/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/types';
import { notFound } from '../../errors';
import { withRef } from './service/links';
import { findOpenedLink, recordClick } from './service/open-link';

export interface LinkRouteDeps {
  db: Db;
  /** Where an unknown or mistyped link goes: the marketing site. */
  fallbackUrl: string;
  now: () => Date;
}

const idParams = z.object({ id: z.string().max(64) });

/** GET /l/{id}: forwards a person to the campaign's page with ref={id}; HEAD and bots are recorded apart. */
export function shortLinkRedirect(deps: LinkRouteDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/l/:id',
      { config: { access: 'public' }, schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const link = await findOpenedLink(deps.db, request.params.id);
        if (!link) return reply.redirect(deps.fallbackUrl, 302);
        const human = request.method === 'GET' && !isbot(request.headers['user-agent'] ?? '');
        void reply.header('cache-control', 'no-store').redirect(withRef(link.redirect, link.id), 302);
        // Written after the answer: the person is on their way while the click is recorded.
        setImmediate(
          () =>
            void recordClick(deps.db, link, human, deps.now()).catch((error: unknown) =>
              logFailure(request.log, error),
            ),
        );
        return reply;
      },
    );
  };
}

function logFailure(log: FastifyBaseLogger, error: unknown) {
  log.error({ kind: error instanceof Error ? error.name : typeof error }, 'short-link click not recorded');
}

const linkSchema = z.object({ type: z.string(), typeId: z.string(), contactId: z.string(), redirect: z.string() });

/** GET {notifications}/shortlink/{id}: the spec's lookup (type, typeId, contactId, redirect). */
export function shortLinkLookup(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/shortlink/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['links'],
          summary: 'A short link: its campaign, contact and redirect',
          params: idParams,
          response: { 200: linkSchema, 404: apiErrorSchema },
        },
      },
      async (request) => {
        const link = await findOpenedLink(db, request.params.id);
        if (!link) throw notFound('Short link not found');
        return { type: link.type, typeId: link.typeId, contactId: link.contactId, redirect: link.redirect };
      },
    );
  };
}
