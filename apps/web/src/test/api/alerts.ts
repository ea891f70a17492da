import {
  alertKindLabels,
  alertKinds,
  alertSubscriptionChangeSchema,
  authMessages,
  type AlertKind,
  type AlertRecord,
  type AlertSubscriptions,
} from '@roost/domain';
import { bodyOf, failure, Failure, route } from './reply';

/** The server's words for a link it cannot read (apps/server alerts routes, UNSUBSCRIBE_LINK_NOT_VALID). */
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
 * The user service's alert calls in memory: one person's history and subscriptions, and unsubscribe links by token
 * (a token not listed answers 404 with the server's words).
 */
export function alertsApi(
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
  const linkAt = (url: URL) => {
    const link = links[url.searchParams.get('token') ?? ''];
    if (!link) return failure('UNSUBSCRIBE_LINK_NOT_VALID', SERVER_INVALID_LINK);
    return { ...link, label: alertKindLabels[link.kind], subscribed: subscriptions[link.kind] ?? true };
  };
  const mine = (id: string) => (id === userId ? undefined : failure('FORBIDDEN', authMessages.notAllowed));

  const handlers = [
    route('GET /api/user/alerts/unsubscribe', ({ url }) => linkAt(url)),
    route('POST /api/user/alerts/unsubscribe', ({ url }) => {
      const link = linkAt(url);
      if (link instanceof Failure) return link;
      subscriptions[link.kind] = false;
      return { ...link, subscribed: false };
    }),
    route('GET /api/user/alerts/subscriptions/:userId', ({ params }) => mine(params.userId) ?? { ...subscriptions }),
    route('PUT /api/user/alerts/subscriptions/:userId', async ({ request, params }) => {
      const refused = mine(params.userId);
      if (refused) return refused;
      const change = await bodyOf(request, alertSubscriptionChangeSchema);
      if (change instanceof Failure) return change;
      subscriptions[change.kind] = change.subscribed;
      return { ...subscriptions };
    }),
    route('GET /api/user/alerts/:userId', ({ params }) => mine(params.userId) ?? options.alerts ?? []),
  ];
  return { handlers, subscriptions: () => ({ ...subscriptions }) };
}
