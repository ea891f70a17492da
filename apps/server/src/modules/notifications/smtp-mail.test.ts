import type { AddressInfo } from 'node:net';
import { leadSchema } from '@roost/domain';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listOutboxMails } from './testing';
import { createTestApp, queryRows, useTestDatabase, waitFor, type TestApp } from '../../../test/test-database';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

const fileDatabase = useTestDatabase();
const received: ReceivedMail[] = [];
let mailServer: SMTPServer;
let subject: TestApp;

beforeAll(async () => {
  mailServer = new SMTPServer({
    authOptional: true,
    // Plain SMTP on the loopback: the server's built-in certificate would not be trusted.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => mailServer.listen(0, '127.0.0.1', resolve));
  const { port } = mailServer.server.address() as AddressInfo;
  subject = await createTestApp(
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Roost Leads <leads@roost.example>',
      LEAD_INBOX_EMAIL: 'inbox@lender.example',
    },
    { database: fileDatabase.database, startWorkers: true },
  );
});

afterAll(async () => {
  await subject?.close();
  await new Promise<void>((resolve) => (mailServer ? mailServer.close(() => resolve()) : resolve()));
});

/** Reads what a mail client would: the headers, and each part of a multipart/alternative body, decoded. */
function readMail(raw: string) {
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const boundary = /boundary="?([^";]+)"?/.exec(headers.get('content-type') ?? '')?.[1];
  const body = rest.join('\r\n\r\n');
  const parts = new Map<string, string>();
  for (const part of boundary ? body.split(`--${boundary}`).slice(1, -1) : []) {
    const [partHead = '', ...partBody] = part.replace(/^\r\n/, '').split('\r\n\r\n');
    const type = /content-type:\s*([^;\r\n]+)/i.exec(partHead)?.[1]?.trim() ?? 'text/plain';
    const quotedPrintable = /content-transfer-encoding:\s*quoted-printable/i.test(partHead);
    const content = partBody.join('\r\n\r\n');
    parts.set(type, quotedPrintable ? decodeQuotedPrintable(content) : content);
  }
  return { headers, parts };
}

function decodeQuotedPrintable(text: string): string {
  const bytes = Buffer.from(text.replace(/=\r\n/g, ''), 'latin1');
  const out: number[] = [];
  for (let index = 0; index < bytes.length; index++) {
    const byte = bytes[index]!;
    const hex = bytes.subarray(index + 1, index + 3).toString('latin1');
    if (byte === 0x3d && /^[0-9A-F]{2}$/i.test(hex)) {
      out.push(parseInt(hex, 16));
      index += 2;
    } else {
      out.push(byte);
    }
  }
  return Buffer.from(out).toString('utf8');
}

describe('lead inbox e-mail over SMTP', () => {
  it('is sent to the SMTP server with a readable subject and escaped HTML, and not kept in the outbox', async () => {
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/site/lead',
      payload: {
        type: 'contact',
        name: 'Morgan Mailer',
        email: 'morgan@example.com',
        phone: '916 555 0161',
        message: 'Budget < 700k & "flexible"',
      },
    });
    expect(response.statusCode).toBe(201);
    const lead = leadSchema.parse(response.json());

    const mail = await waitFor(async () => received[0], { what: 'the SMTP server to receive the lead e-mail' });
    expect(mail.from).toBe('leads@roost.example');
    expect(mail.to).toEqual(['inbox@lender.example']);
    const { headers, parts } = readMail(mail.raw);
    expect(headers.get('subject')).toBe('New contact lead from Morgan Mailer');
    expect(headers.get('to')).toBe('inbox@lender.example');
    expect(headers.get('from')).toBe('Roost Leads <leads@roost.example>');

    const text = parts.get('text/plain') ?? '';
    expect(text).toContain('Message: Budget < 700k & "flexible"');
    expect(text).toContain('Phone: +19165550161');
    expect(text).toContain(lead.id);

    const html = parts.get('text/html') ?? '';
    expect(html).toContain('<td>Budget &lt; 700k &amp; &quot;flexible&quot;</td>');
    expect(html).not.toContain('Budget < 700k');
    expect(html).toContain('<td>morgan@example.com</td>');

    const [delivery] = await waitFor(async () => {
      const rows = await queryRows<{ status: string; attempts: number }>(
        subject.database,
        `select status, attempts from webhook_deliveries where kind = 'lead' and subject_id = $1`,
        [lead.id],
      );
      return rows[0]?.status === 'delivered' ? rows : undefined;
    });
    expect(delivery).toEqual({ status: 'delivered', attempts: 1 });
    expect(received).toHaveLength(1);
    expect(await listOutboxMails(subject.database.db, 10)).toEqual([]);
  });
});

describe('sign-up code e-mail over SMTP', () => {
  it('reaches the SMTP server with the code in the text part and clean HTML', async () => {
    const before = received.length;
    const response = await subject.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up',
      headers: { origin: 'http://localhost:3000' },
      payload: { name: 'Sam Smtp', email: 'sam.smtp@example.com', password: 'Cedar4Porch' },
    });
    expect(response.statusCode).toBe(201);
    const mail = await waitFor(
      async () => received.slice(before).find((item) => item.to.includes('sam.smtp@example.com')),
      {
        what: 'the confirmation code e-mail',
      },
    );
    const { headers, parts } = readMail(mail.raw);
    expect(headers.get('subject')).toBe('Your Roost confirmation code');
    expect(parts.get('text/plain')).toMatch(/^\s+\d{6}\s*$/m);
    expect(parts.get('text/plain')).toContain('expires in 10 minutes');
    expect(parts.get('text/html')).toMatch(/<p[^>]*>\d{6}<\/p>/);
    expect(await listOutboxMails(subject.database.db, 10)).toEqual([]);
  });
});
