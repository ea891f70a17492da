import type { Billing, ImportedContact, ImportReport, PaidCard } from '@roost/domain';
import type { Db } from '../../../db/types';
import type { JobQueue } from '../../../jobs/queue';
import type { SessionUser } from '../../../plugins/access';

/** The payment module's view of one payment, as far as campaigns read it. */
export interface CampaignPayment {
  id: string;
  status: 'requires_payment' | 'processing' | 'succeeded' | 'refunded' | 'canceled';
  processor: 'sandbox' | 'stripe';
  intentId: string;
  clientSecret: string;
  amountCents: number;
  card: PaidCard | null;
  billing: Billing | null;
}

/** What campaigns ask of the payment module. */
export interface CampaignPayments {
  publishableKey: string | null;
  request(input: {
    userId: string;
    type: string;
    typeId: string;
    amountCents: number;
    description: string;
    idempotencyKey: string;
    billing: Billing;
    email?: string;
  }): Promise<CampaignPayment>;
  get(paymentId: string): Promise<CampaignPayment | undefined>;
  refresh(paymentId: string): Promise<CampaignPayment>;
  refund(paymentId: string, reason: string): Promise<CampaignPayment>;
}

/** What campaigns ask of the contacts module (parsed uploads, suppression). */
export interface CampaignLeads {
  readImport(db: Db, importId: string, userId: string): Promise<ImportReport | undefined>;
  validImportContacts(
    db: Db,
    importId: string,
    afterLine: number,
    limit: number,
  ): Promise<{ line: number; contact: ImportedContact; phone: string }[]>;
  classifyContacts(
    contacts: ImportedContact[],
    suppressed: ReadonlySet<string>,
  ): { group: string; phone: string | null }[];
  suppressedPhones(db: Db, scope: string, phones: readonly string[]): Promise<Set<string>>;
  suppressionScopeFor(db: Db, userId: string, teamId?: string): Promise<string>;
}

export interface CampaignsDeps {
  db: Db;
  payments: CampaignPayments;
  leads: CampaignLeads;
  queue: JobQueue;
  warn(message: string, details: Record<string, unknown>): void;
}

export type Caller = SessionUser;

/** Admins and superadmins see and manage every campaign (spec: admins see all). */
export const seesAll = (caller: Caller) => caller.roles.includes('admin') || caller.roles.includes('superadmin');
