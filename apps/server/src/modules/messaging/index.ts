// Messaging: sending campaigns' texts (the send ledger and the sender), their delivery statuses, and the
// carriers behind one interface (the sandbox carrier of development and demo, Twilio), and loan officers' replies
// queued for the recipient's allowed hours. Owns campaign_sends, sandbox_texts, queued_replies.
export type { Carrier } from './providers/carrier';
export { textCarrierOf } from './module';
// Every text to a person waits for their allowed hours (decision 015).
export { allowedHours, type AllowedHours } from './service/allowed-hours';
