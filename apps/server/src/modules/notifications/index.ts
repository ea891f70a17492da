// Notifications: e-mail (codes, welcome, alerts, campaign notices) through the configured provider, the dev
// outbox or SMTP, and the spec's templated mail. Owns the outbox_mails table and the mail providers.
// Texts are the messaging module's.
export type { MailMessage, MailProvider } from './providers/mail-provider';
export { createMailProvider } from './providers/create-mail-provider';
export { sendTemplateMail } from './send-template-mail';
