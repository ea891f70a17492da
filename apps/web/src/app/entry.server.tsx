import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { withStylesInHead } from './emotion-head-styles';
import { withScriptsAfterPaint } from './scripts-after-paint';

/**
 * Renders a page on the server (a request, or the build's prerender): the whole page, its loaders' data included,
 * before anything is sent, so Emotion's styles can be moved into the head (emotion-head-styles.ts) and its scripts
 * started once it has painted (scripts-after-paint.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext?: { nonce?: string },
) {
  // The nonce the server allows this page's inline scripts by (its security policy); a prerendered page has none.
  const nonce = loadContext?.nonce;
  const stream = await renderToReadableStream(
    <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
    {
      signal: request.signal,
      nonce,
      // Every Suspense boundary in place in the HTML, however large: none is sent as its fallback with its content
      // moved in later by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        if (!request.signal.aborted) console.error(error);
      },
    },
  );
  // Read once all is rendered: every Suspense boundary then arrives complete, in place, with no script to move it.
  await stream.allReady;
  const html = await new Response(stream).text();
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(withScriptsAfterPaint(withStylesInHead(html), nonce), {
    status: responseStatusCode,
    headers: responseHeaders,
  });
}
