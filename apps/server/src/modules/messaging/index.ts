// Messaging: sending campaigns' texts (the send ledger and the sender), their delivery statuses, the carriers
// behind one interface (the sandbox carrier of development and demo, Twilio), incoming texts, the loan officer's
// inbox (one conversation per number per organization) with its reply e-mails, and replies queued for the
// recipient's allowed hours. Owns campaign_sends, sandbox_texts, inbound_texts, message_groups, messages,
// conversations, reply_notices, reply_notice_opt_outs, queued_replies, sender_rates.
export type { Carrier } from './providers/carrier';
export { textCarrierOf } from './module';
export { textingClock } from './texting-clock';
// Every text to a person waits for their allowed hours (decision 015).
export { allowedHours, type AllowedHours } from './service/allowed-hours';
// What an upload's numbers were texted by lately (the frequency limit may hold a new campaign's texts to them).
export { recentlyTexted } from './service/recently-texted';
