// Contacts: lead files uploaded for campaigns (streamed, checked and stored per row; once a campaign takes the
// valid rows, the rejected ones are kept for that campaign) and the numbers that opted out, with every change
// of that list, and the consent ledger. Owns contact_imports, contact_import_rows, suppressions, suppression_events,
// consent_statements and consent_events.
export { classifyContacts } from './service/classify';
export { readImport, validImportContacts } from './service/read-import';
export { fitImportToTemplate, validImportContactAt, type MissingPlaceholderOf } from './service/template-fit';
export {
  campaignImportReport,
  campaignImportRows,
  campaignRejectedCsv,
  keepImportForCampaign,
} from './service/campaign-import';
export { optInNumber, optOutNumber, suppressedPhones, suppressionScopeFor } from './service/suppression';
export { hashedPhone, isHashedPhone } from './service/phone-hash';

export {
  consentedPhones,
  consentSince,
  recordConsent,
  recordSiteTextConsent,
  recordUploadConsent,
  SITE_CONSENT_SCOPE,
  type ConsentChange,
  type UploadConsent,
} from './service/consent';
