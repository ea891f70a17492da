import type { Lead } from '@roost/domain';
import type { LeadRow } from '../repo';

/** A stored lead in the spec's shape (the API reply and the webhook payload). */
export function toLead(row: LeadRow): Lead {
  return {
    id: row.id,
    type: row.type as Lead['type'],
    name: row.name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    addressId: row.addressId,
    address: row.address,
    estimatedValue: row.estimatedValue,
    loanBalance: row.loanBalance,
    dreamRate: row.dreamRate,
    createdDate: row.createdDate.toISOString(),
  };
}
