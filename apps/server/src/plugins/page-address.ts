import { hasControlCharacters } from '@roost/domain';

/** Paths the web app does not answer: the API's and the dev tools', which keep their JSON errors. */
const NOT_PAGES = /^\/(?:api|dev)(?:[/?]|$)/;

const readable = (part: string) => {
  try {
    return !hasControlCharacters(decodeURIComponent(part));
  } catch {
    return false;
  }
};

/**
 * A page address whose percent-escapes do not decode (`%E0%A4%A`, a lone `%`) or decode to a control character (`%00`):
 * the same address with each such segment's `%` escaped (`%25`), which the app then answers as it answers any text
 * in that place (its not-found page, or the tool's own 'not found'). Undefined for the API's and dev tools' paths,
 * and for an address with nothing to fix. Never an address elsewhere: a path that would start `//` or `/\` is `/`.
 */
export function readablePageAddress(url: string): string | undefined {
  const [pathname = '/', ...rest] = url.split('?');
  if (NOT_PAGES.test(pathname)) return undefined;
  const query = rest.join('?');
  const segments = pathname.split('/');
  const fixed = segments.map((segment) => (readable(segment) ? segment : segment.replaceAll('%', '%25')));
  const queryFine = readable(query.replaceAll('+', ' '));
  if (fixed.every((segment, index) => segment === segments[index]) && queryFine) return undefined;
  const path = fixed.join('/');
  if (/^\/[/\\]/.test(path)) return '/';
  return query && queryFine ? `${path}?${query}` : path;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The web app's pages: an unreadable address is sent to its readable form, not refused (readablePageAddress). */
    pageAddress?: boolean;
  }
}
