import nodemailer from 'nodemailer';
import type { MailProvider } from './mail-provider';

export function smtpMailProvider(smtpUrl: string, from: string): MailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      return { messageId: String(info.messageId) };
    },
  };
}
