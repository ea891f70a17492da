import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider';

export function smtpMailProvider(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      const { idempotencyKey, kind: _kind, ...mail } = message;
      const domain = from.replace(/^.*@/, '').replace(/>.*$/, '') || 'roost.local';
      const info = await transport.sendMail({
        from,
        ...mail,
        ...(idempotencyKey ? { messageId: `<${idempotencyKey}@${domain}>` } : {}),
      });
      return { messageId: String(info.messageId) };
    },
  };
}
