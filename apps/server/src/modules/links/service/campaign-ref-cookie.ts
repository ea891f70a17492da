import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, setCookie } from '../../../platform/http/cookies';
import { LINK_ID } from './links';

/**
 * The campaign link a visitor arrived through, kept in their browser for the site's API: a lead they send later in the
 * visit, from any page, goes to the loan officer who texted them. Only the API reads it (Path=/api/site).
 */
const COOKIE_NAME = 'roost.campaign_ref';
const KEPT_SECONDS = 30 * 24 * 60 * 60;

export function setCampaignRefCookie(reply: FastifyReply, linkId: string, secure: boolean) {
  if (!LINK_ID.test(linkId)) return;
  setCookie(reply, { name: COOKIE_NAME, value: linkId, path: '/api/site', maxAgeSeconds: KEPT_SECONDS, secure });
}

/** The link id the visitor's browser kept, or undefined (none, or not a link id). */
export function campaignRefOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, COOKIE_NAME);
  return value && LINK_ID.test(value) ? value : undefined;
}
