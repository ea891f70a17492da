/**
 * The query keys of a person's alerts. The unsubscribe link's change is also a change of the person's
 * subscriptions, whose user the page does not know: it refreshes every subscriptions key at once.
 */
export const alertKeys = {
  history: (userId: string) => ['user', 'alerts', 'history', userId] as const,
  allSubscriptions: ['user', 'alerts', 'subscriptions'] as const,
  subscriptions: (userId: string) => ['user', 'alerts', 'subscriptions', userId] as const,
  unsubscribeLink: (token: string) => ['user', 'alerts', 'unsubscribe', token] as const,
};
