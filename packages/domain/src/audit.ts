/**
 * The audit trail's vocabulary (/admin/logs): who did what to which record. A small fixed list, so the
 * log's filters stay short and a reader knows every action they may meet. Entries are written by the
 * server in the same transaction as the change they record.
 */
export const auditActions = [
  'campaign.launched',
  'campaign.paused',
  'campaign.resumed',
  'campaign.archived',
  'campaign.edited',
  'campaign.rescheduled',
  'payment.succeeded',
  'payment.declined',
  'payment.credited',
  'payment.refunded',
  'member.removed',
  'team.deleted',
  'role.changed',
  'account.status_changed',
  'optout.added',
  'optout.undone',
  'export.downloaded',
  'account.erased',
  'privacy.request_created',
  'privacy.exported',
  'privacy.erased',
  'lead.stage_changed',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** What an audit entry's target is. */
export const auditTargetTypes = [
  'campaign',
  'payment',
  'member',
  'team',
  'user',
  'optout',
  'upload',
  'privacy_request',
  'lead',
] as const;
export type AuditTargetType = (typeof auditTargetTypes)[number];

/** The core log's source for audit entries (beside 'login', 'confirm' and the other event sources). */
export const AUDIT_SOURCE = 'audit';

/**
 * A phone number as an audit entry may show it: the country code and the last four digits
 * ("+1 *** *** 1234"), enough to tell numbers apart, not to text one.
 */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 4) return '***';
  const country = phone.startsWith('+1') ? '+1' : '+';
  return `${country} *** *** ${digits.slice(-4)}`;
}
