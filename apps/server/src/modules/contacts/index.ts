// Contacts: lead files uploaded for campaigns (streamed, checked and stored per row until a campaign takes
// them) and the numbers that opted out, with every change of that list. Owns contact_imports,
// contact_import_rows, suppressions and suppression_events.
export { classifyContacts } from './service/classify';
export { readImport, validImportContacts } from './service/read-import';
export {
  campaignImportReport,
  campaignImportRows,
  campaignRejectedCsv,
  keepImportForCampaign,
} from './service/campaign-import';
export { optInNumber, optOutNumber, suppressedPhones, suppressionScopeFor } from './service/suppression';
