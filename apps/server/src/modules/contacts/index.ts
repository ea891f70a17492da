// Contacts: lead files uploaded for campaigns (streamed, checked and stored per row; once a campaign takes the
// valid rows, the rejected ones are kept for that campaign) and the numbers that opted out, with every change
// of that list. Owns contact_imports, contact_import_rows, suppressions and suppression_events.
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
