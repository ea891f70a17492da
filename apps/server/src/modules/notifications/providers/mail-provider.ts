export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** It lets the reader into an existing account (a password reset code): never shown to a demo visitor. */
  opensAccount?: boolean;
}

/** Sends e-mail. The dev outbox keeps it in the database; SMTP hands it to a mail server. */
export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
}
