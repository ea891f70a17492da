import type { Db, Tx } from '../../../platform/db/types';
import { recordAudit } from '../../event-log';
import type { PaymentRow } from '../repo';

/**
 * A payment's outcome in the audit log. The payer is the actor (a processor's event acts for them); the
 * details say what was paid for and how much, and a decline's code, never the card.
 */
export function auditPayment(
  db: Db | Tx,
  row: PaymentRow,
  action: 'payment.succeeded' | 'payment.declined' | 'payment.refunded',
  details: Record<string, string | number | null> = {},
) {
  return recordAudit(db, {
    actor: { id: row.userId },
    action,
    target: { type: 'payment', id: row.id, label: row.description },
    details: { amountCents: row.amountCents, paidFor: row.type, paidForId: row.typeId, ...details },
  });
}
