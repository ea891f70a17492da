import { SHORT_LINK_ID_LENGTH } from '@roost/domain';
import { customAlphabet } from 'nanoid';
import type { Db, Tx } from '../../../platform/db/types';
import { insertLinks, linksOfContacts } from '../repo';

/**
 * A link id is a capability (it opens a page about one person's home): 12 characters of 62, 71 bits, unguessable one
 * by one. Links made before were 10 characters long and still open.
 */
export const LINK_ID = /^[0-9A-Za-z]{10,12}$/;
const linkId = customAlphabet('0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz', SHORT_LINK_ID_LENGTH);

/** A campaign's page, if it is an http(s) address; else undefined (the caller's default applies). */
export function safeRedirect(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** Where a contact's own page lives on the site: /home-report/{link id}. */
export const HOME_REPORT_PATH = '/home-report/';

/**
 * The redirect of a campaign without a page of its own: each contact's own page on the site. createCampaignLinks
 * completes it with each link's id.
 */
export function homeReportRedirect(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${HOME_REPORT_PATH}`;
}

/** Whether a link leads to its contact's own page (links made before, to the site's home, do not). */
export function leadsToHomeReport(link: { id: string; redirect: string }): boolean {
  try {
    return new URL(link.redirect).pathname === `${HOME_REPORT_PATH}${link.id}`;
  } catch {
    return false;
  }
}

/**
 * One short link per contact of a starting campaign, in the transaction that starts it. A redirect to the own pages
 * (homeReportRedirect) becomes each link's own page.
 */
export function createCampaignLinks(tx: Tx, campaignId: string, contactIds: readonly string[], redirect: string) {
  const ownPages = redirect.endsWith(HOME_REPORT_PATH);
  return insertLinks(
    tx,
    contactIds.map((contactId) => {
      const id = linkId();
      return { id, typeId: campaignId, contactId, redirect: ownPages ? `${redirect}${id}` : redirect };
    }),
  );
}

/** The short link address of each contact, on our own domain: https://<public url>/l/<id>. */
export async function campaignLinkUrls(db: Db, baseUrl: string, campaignId: string, contactIds: readonly string[]) {
  const links = await linksOfContacts(db, campaignId, contactIds);
  return new Map(links.map((link) => [link.contactId, `${baseUrl.replace(/\/$/, '')}/l/${link.id}`]));
}

/** The redirect with ref=<link id> appended, with ? or & as the address needs. */
export function withRef(redirect: string, id: string): string {
  const url = new URL(redirect);
  url.searchParams.set('ref', id);
  return url.toString();
}
