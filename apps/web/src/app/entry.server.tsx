import { prerender } from 'react-dom/static';
import { ServerRouter, type EntryContext } from 'react-router';
import { withStylesInHead } from './emotion-head-styles';

/**
 * Renders a page on the server (a request, or the build's prerender): the whole page, its loaders' data included,
 * before anything is sent, so Emotion's styles can be moved into the head (emotion-head-styles.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
  });
  const html = await new Response(prelude).text();
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(withStylesInHead(html), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}

