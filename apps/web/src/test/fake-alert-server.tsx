import {
  alertKindLabels,
  alertKinds,
  alertSubscriptionChangeSchema,
  type AlertKind,
  type AlertRecord,
  type AlertSubscriptions,
} from '@roost/domain';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers';
import type { Handler } from './render-app';

type Reply = { status: number; body: unknown };
const reply = (status: number, body: unknown): Reply => ({ status, body });

/** The server's words for a link it cannot read (apps/server alerts routes, INVALID_LINK). */
export const SERVER_INVALID_LINK =
  'This unsubscribe link is not valid. Sign in to change your alerts in your settings.';

export function testAlert(overrides: Partial<AlertRecord> = {}): AlertRecord {
  return {
    id: 'a1',
    kind: 'valueIncrease',
    addressId: 'addr1',
    title: 'Your home value went up',
    body: '1234 Oak St is now estimated at $680,000, up $30,000 since you set your alert.',
    email: 'sent',
    text: 'sent',
    lead: 'sent',
    createdDate: '2026-03-04T16:00:00.000Z',
    ...overrides,
  };
}

/** `count` alerts, the newest first, a day apart, titled 'Alert {n}' (the newest has the highest n). */
export function testAlerts(count: number): AlertRecord[] {
  return Array.from({ length: count }, (_unused, index) => {
    const number = count - index;
    return testAlert({
      id: `a${number}`,
      title: `Alert ${number}`,
      createdDate: new Date(Date.UTC(2026, 0, 1, 16) + number * 86_400_000).toISOString(),
    });
  });
}

/** Every kind on, but for those named. */
export const subscriptionsWithOff = (...off: AlertKind[]): AlertSubscriptions =>
  Object.fromEntries(alertKinds.map((kind) => [kind, !off.includes(kind)])) as AlertSubscriptions;

/**
 * The alert calls of the user service as the server answers them, in memory: one person's history and
 * subscriptions, and unsubscribe links by token (a token not listed answers 404 with the server's words).
 */
export function fakeAlertServer(
  options: {
    userId?: string;
    alerts?: AlertRecord[];
    subscriptions?: AlertSubscriptions;
    /** token → the kind it turns off and the masked address it was sent to. */
    links?: Record<string, { kind: AlertKind; email: string }>;
  } = {},
) {
  const userId = options.userId ?? 'u1';
  const subscriptions = { ...(options.subscriptions ?? subscriptionsWithOff()) };
  const links = options.links ?? {};
  const linkInfo = (token: string) => {
    const link = links[token];
    return link && { ...link, label: alertKindLabels[link.kind], subscribed: subscriptions[link.kind] ?? true };
  };

  const handle: Handler = (url, init) => {
    const { pathname, searchParams } = new URL(url, 'http://localhost');
    const method = init?.method ?? 'GET';
    if (pathname === '/api/user/alerts/unsubscribe') {
      const info = linkInfo(searchParams.get('token') ?? '');
      if (!info) return reply(404, { code: 'NOT_FOUND', errorMessage: SERVER_INVALID_LINK });
      if (method === 'POST') {
        subscriptions[info.kind] = false;
        return reply(200, { ...info, subscribed: false });
      }
      return reply(200, info);
    }
    if (pathname === `/api/user/alerts/subscriptions/${userId}`) {
      if (method === 'PUT') {
        const change = alertSubscriptionChangeSchema.safeParse(JSON.parse(String(init?.body)));
        if (!change.success)
          return reply(400, { code: 'INVALID_INPUT', errorMessage: change.error.issues[0]?.message });
        subscriptions[change.data.kind] = change.data.subscribed;
      }
      return reply(200, { ...subscriptions });
    }
    if (pathname === `/api/user/alerts/${userId}`) return reply(200, options.alerts ?? []);
    return undefined;
  };
  return { handle, subscriptions: () => ({ ...subscriptions }) };
}

/**
 * Renders a part or page of the alerts feature inside the app's providers and a router at `path`, in a
 * main landmark as the layout gives it; '/' and '/notifications' are there for its links to land on.
 */
export function renderAlerts(element: ReactElement, options: { path?: string; routePath?: string } = {}) {
  const routes: RouteObject[] = [
    { path: options.routePath ?? '/', element: <main>{element}</main> },
    { path: '/notifications', element: <h1>Notifications</h1> },
  ];
  if ((options.routePath ?? '/') !== '/') routes.push({ path: '/', element: <h1>Home</h1> });
  const router = createMemoryRouter(routes, { initialEntries: [options.path ?? options.routePath ?? '/'] });
  const utils = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router };
}
