import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { isbot } from 'isbot';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../platform/db/types';
import { AppError, errorReplies } from '../../errors';
import { clickRecorder } from './service/click-recorder';
import { setCampaignRefCookie } from './service/campaign-ref-cookie';
import { campaignLinkExpired } from './service/link-expiry';
import { linkFinder } from './service/open-link';

export interface LinkRouteDeps {
  db: Db;
  /** Where an unknown or mistyped link goes: the marketing site. */
  fallbackUrl: string;
  now: () => Date;
  /** Cookies are Secure when the site is served over https. */
  secureCookies: boolean;
}

const idParams = z.object({ id: z.string().max(64) });

/**
 * GET /l/{id}: forwards a person to the campaign's page (by default their own page, /home-report/{id}) with ref={id},
 * and keeps the link in their browser for the site's leads (campaign-ref-cookie.ts); HEAD and bots are recorded apart.
 */
export function shortLinkRedirect(deps: LinkRouteDeps) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const findLink = linkFinder(deps.db);
    const clicks = clickRecorder(deps.db, (error) => logFailure(instance.log, error));
    instance.addHook('onClose', () => clicks.flush());
    app.get(
      '/l/:id',
      { config: { access: 'public' }, schema: { hide: true, params: idParams } },
      async (request, reply) => {
        const link = await findLink(request.params.id);
        // An unknown link, or one of a campaign that ended over 90 days ago: the generic site, no click, no ref.
        if (!link || (link.type === 'campaign' && (await campaignLinkExpired(deps.db, link.typeId, deps.now())))) {
          return reply.header('cache-control', 'no-store').redirect(deps.fallbackUrl, 302);
        }
        const human = request.method === 'GET' && !isbot(request.headers['user-agent'] ?? '');
        // Written after the answer, with the other clicks of the moment: the person is on their way.
        clicks.record({ linkId: link.id, human, at: deps.now() });
        // A contact's own page is for the person the text went to: a link preview or a bot gets the generic site,
        // so no preview card ever shows their address or figures.
        if (link.ownPage && !human) return reply.header('cache-control', 'no-store').redirect(deps.fallbackUrl, 302);
        // A person's browser keeps the link for the visit's leads; a preview's or a bot's is not a visit.
        if (human) setCampaignRefCookie(reply, link.id, deps.secureCookies);
        return reply.header('cache-control', 'no-store').redirect(link.location, 302);
      },
    );
  };
}

function logFailure(log: FastifyBaseLogger, error: unknown) {
  log.error({ kind: error instanceof Error ? error.name : typeof error }, 'short-link clicks not recorded');
}

const linkSchema = z.object({ type: z.string(), typeId: z.string(), contactId: z.string(), redirect: z.string() });

/** GET {notifications}/shortlink/{id}: the spec's lookup (type, typeId, contactId, redirect). */
export function shortLinkLookup(db: Db) {
  return async function routes(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const findLink = linkFinder(db);
    app.get(
      '/shortlink/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['links'],
          summary: 'A short link: its campaign, contact and redirect',
          params: idParams,
          response: { 200: linkSchema, ...errorReplies(404) },
        },
      },
      async (request) => {
        const link = await findLink(request.params.id);
        if (!link) throw new AppError('LINK_NOT_FOUND', 'Short link not found');
        return { type: link.type, typeId: link.typeId, contactId: link.contactId, redirect: link.redirect };
      },
    );
  };
}
