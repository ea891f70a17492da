// Leads: the people who asked the lending partner to reach them (from a tool page, an alert or the site's
// forms), kept with their figures and routed to the loan officer who owns the relationship (service/route-lead.ts).
// Owns the leads table; their hand-off to webhooks and the lead inbox is the webhooks module's. Mounted under the spec's site service (/api/site/lead, /api/site/company).
export { countLeads } from './count-leads';
export { createLead } from './service/create-lead';
export { PIPELINE_READ_TABLES } from './service/pipeline';
export { OPPORTUNITY_READ_TABLES } from './service/opportunities';
export { HOME_REPORT_READ_TABLES } from './service/home-report';
