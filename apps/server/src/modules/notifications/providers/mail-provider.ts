export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail's code does, for the demo outbox's rules: proves a new sign-up's address, or opens an account. */
  kind?: 'sign-up-code' | 'opens-account';
}

/** Sends e-mail. The dev outbox keeps it in the database; SMTP hands it to a mail server. */
export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
}
