export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** What the mail's code does, for the demo outbox's rules: proves a new sign-up's address, or opens an account. */
  kind?: 'sign-up-code' | 'opens-account';
  /**
   * The sender's key for a mail that must go once however often it is sent (an alert retried after a
   * crash): the outbox keeps one mail per key; SMTP sends it as the Message-ID, so mail systems drop a repeat.
   */
  idempotencyKey?: string;
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
}

/** Sends e-mail. The dev outbox keeps it in the database; SMTP hands it to a mail server. */
export interface MailProvider {
  readonly name: 'outbox' | 'smtp';
  send(message: MailMessage): Promise<{ messageId: string }>;
}
