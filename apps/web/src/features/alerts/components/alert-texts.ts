import type { AlertRecord } from '@roost/domain';

type StepState = AlertRecord['email'];

/**
 * What became of an alert, in words: "E-mail sent · Text skipped (no text consent or cell number) · Sent to
 * your loan officer". The record keeps no reason for a skipped step, so the words give the reasons the
 * server has: an e-mail is skipped only when the kind was turned off, a text also without consent or a
 * number. A monthly summary is e-mail only and never goes to a loan officer: its other steps are left out.
 */
export function alertStatusLine(alert: AlertRecord): string {
  const turnedOff = alert.email === 'skipped';
  const email: Record<StepState, string> = {
    pending: 'E-mail on its way',
    sent: 'E-mail sent',
    skipped: 'E-mail skipped (alert turned off)',
    failed: 'E-mail could not be sent',
  };
  const text: Record<StepState, string> = {
    pending: 'Text on its way',
    sent: 'Text sent',
    skipped: turnedOff ? 'Text skipped (alert turned off)' : 'Text skipped (no text consent or cell number)',
    failed: 'Text could not be sent',
  };
  const lead: Record<StepState, string> = {
    pending: 'On its way to your loan officer',
    sent: 'Sent to your loan officer',
    skipped: 'Not sent to a loan officer',
    failed: 'Could not reach your loan officer',
  };
  const steps =
    alert.kind === 'digest' ? [email[alert.email]] : [email[alert.email], text[alert.text], lead[alert.lead]];
  return steps.join(' · ');
}

/** The snackbar after a switch was saved. */
export const subscriptionSaved = (label: string, subscribed: boolean) =>
  subscribed ? `“${label}” alerts are on.` : `“${label}” alerts are off.`;

/** Shown when the page is opened without a token (the server says the same for a bad one). */
export const INVALID_UNSUBSCRIBE_LINK =
  'This unsubscribe link is not valid. Sign in to change your alerts in your settings.';

export const HISTORY_FIRST_SHOWN = 20;
