import type { SuppressionAction } from '@roost/domain';

/**
 * A stored US number (+19165550100) as people write it, (916) 555-0100; a number erased at the person's request
 * (kept as its keyed hash, 'hmac:…', so it is never texted again) as 'Erased number'; anything else as stored.
 */
export function phoneText(phone: string): string {
  if (phone.startsWith('hmac:')) return `Erased number ${phone.slice(5, 11)}`;
  const parts = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(phone);
  return parts ? `(${parts[1]}) ${parts[2]}-${parts[3]}` : phone;
}

const moment = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** When a change happened, in the reader's time zone: 'Mar 2, 2026, 9:05 AM'. */
export const momentText = (iso: string) => moment.format(new Date(iso));

/** How each source reads; a source added later reads as its own name until it has a label. */
const sourceLabels: Record<string, string> = {
  reply: "Contact's reply",
  keyword: "Contact's reply",
  carrier: 'Carrier',
  admin: 'Admin',
  import: 'Import',
};
export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

export const actionLabels: Record<SuppressionAction, string> = {
  'opt-out': 'Opted out',
  'opt-in': 'Opted back in',
};
