import { homeReportSchema, type HomeReport } from '@roost/domain';
import type { LoaderFunctionArgs } from 'react-router';
import type { PageLoadContext } from './address-record-loader.server';

/**
 * The first response of a contact's own page (`/home-report/:linkId`): their report, read in-process as the visitor,
 * so a person's phone shows it with the page instead of after the scripts. The API answers a link preview or a
 * crawler (by its user agent) as it answers an unknown link, so their HTML holds nothing about anyone; a HEAD asks
 * nothing. A link that opens no page, or a failure, gives no seed: the page then reads it in the browser and shows
 * what it shows.
 */
export async function homeReportLoader({
  params,
  request,
  context,
}: LoaderFunctionArgs<PageLoadContext>): Promise<HomeReport | null> {
  const linkId = params.linkId;
  if (!linkId || request.method !== 'GET') return null;
  try {
    const reply = await context.fetchApi(`/api/site/home-report/${encodeURIComponent(linkId)}`);
    return reply.ok ? (homeReportSchema.safeParse(await reply.json()).data ?? null) : null;
  } catch {
    return null;
  }
}
