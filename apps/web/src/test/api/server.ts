import type { UnhandledRequestCallback } from 'msw';
import { setupServer } from 'msw/node';
import { company } from './company';
import { visitorSession } from './auth';
import { unreadReplies } from './inbox';
import { noMemberships } from './teams';

/** A request the app made during the test, as the tests read it: the path and query, the method and the body text. */
export interface RecordedRequest {
  url: string;
  init: { method: string; body: string | undefined; headers: Record<string, string> };
}

/**
 * The web tests' stand-in API: one MSW server per test file (src/test/setup.ts starts it). Its standing handlers
 * answer what every page asks (the company, a visitor's session, the workspace menu's unread replies, the profile
 * shell's team memberships); a test adds the areas it opens with `apiServer.use` (through the open helpers or the
 * areas' `*Api` functions), which answer ahead of them, and they are dropped after the test.
 */
export const apiServer = setupServer(company(), visitorSession(), unreadReplies(), noMemberships());

/** Every request of the current test, in order (emptied after each test). */
export const requests: RecordedRequest[] = [];

/** What went wrong inside the test API during the current test: reported as the test's failure after it. */
export const apiFailures: Error[] = [];

apiServer.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const entry: RecordedRequest = {
    url: `${url.pathname}${url.search}`,
    init: { method: request.method, body: undefined, headers: Object.fromEntries(request.headers) },
  };
  requests.push(entry);
  if (request.body) {
    void request
      .clone()
      .text()
      .then((text) => (entry.init.body = text));
  }
});
// MSW turns an exception in a handler into a 500 reply; a reply that strays from its schema is such an exception.
apiServer.events.on('unhandledException', ({ error }) => apiFailures.push(error));

/**
 * MSW's 'error' strategy for a request no handler answers (its message, and the request fails), which also fails the
 * test after it ends: the app may catch the failed request and show an error the test did not look for.
 */
export function failUnhandledRequest(request: Request, print: Parameters<UnhandledRequestCallback>[1]) {
  const url = new URL(request.url);
  apiFailures.push(new Error(`No handler of the test API answers ${request.method} ${url.pathname}${url.search}`));
  print.error();
}

/** Fails the test that just ran when the API met a reply off its schema or a request nobody answers. */
export function takeApiFailures(): Error | undefined {
  const failures = apiFailures.splice(0);
  requests.length = 0;
  if (failures.length === 0) return undefined;
  return new Error(failures.map((failure) => failure.message).join('\n\n'));
}
