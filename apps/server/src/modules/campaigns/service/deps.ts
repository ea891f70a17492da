import type { Db } from '../../../platform/db/types';
import type { JobQueue } from '../../../platform/jobs/queue';
import type { SessionUser } from '../../../plugins/access';
import type {
  campaignImportReport,
  campaignImportRows,
  campaignRejectedCsv,
  classifyContacts,
  fitImportToTemplate,
  keepImportForCampaign,
  readImport,
  recordUploadConsent,
  suppressedPhones,
  suppressionScopeFor,
  validImportContactAt,
  validImportContacts,
} from '../../contacts';
import type { Payments, PaymentView } from '../../payment';

/** What campaigns ask of the payment module. */
export type CampaignPayments = Pick<Payments, 'publishableKey' | 'request' | 'get' | 'refresh' | 'refund'>;
export type CampaignPayment = PaymentView;

/** What campaigns ask of the contacts module (parsed uploads, the upload a campaign took, suppression). */
export interface CampaignLeads {
  readImport: typeof readImport;
  validImportContacts: typeof validImportContacts;
  classifyContacts: typeof classifyContacts;
  suppressedPhones: typeof suppressedPhones;
  suppressionScopeFor: typeof suppressionScopeFor;
  keepImportForCampaign: typeof keepImportForCampaign;
  /** The consent ledger's upload events of a launch, in its transaction. */
  recordUploadConsent: typeof recordUploadConsent;
  campaignImportReport: typeof campaignImportReport;
  campaignImportRows: typeof campaignImportRows;
  campaignRejectedCsv: typeof campaignRejectedCsv;
  fitImportToTemplate: typeof fitImportToTemplate;
  validImportContactAt: typeof validImportContactAt;
}

export interface CampaignsDeps {
  db: Db;
  payments: CampaignPayments;
  leads: CampaignLeads;
  queue: JobQueue;
  /** The public address short links are made on (the wizard's preview counts links of their real length). */
  linkBaseUrl?: string | undefined;
  warn(message: string, details: Record<string, unknown>): void;
}

export type Caller = SessionUser;

/** Admins and superadmins see and manage every campaign (spec: admins see all). */
export const seesAll = (caller: Caller) => caller.roles.includes('admin') || caller.roles.includes('superadmin');
