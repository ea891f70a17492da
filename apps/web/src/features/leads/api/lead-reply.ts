/**
 * The schema of POST {site}/lead's reply, in a chunk of its own: it comes with the lead rules and the phone numbers'
 * metadata (libphonenumber), which a tool page needs only once a lead is sent (send-lead.ts loads it then).
 */
export { leadSchema } from '@roost/domain';
