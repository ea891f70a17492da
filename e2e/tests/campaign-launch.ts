import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/** A column of the lead file past the first three (first name, last name, mobile), as the wizard maps it. */
export interface ExtraColumn {
  column: string;
  supportedColumn: string;
}

/**
 * The wizard's calls through the signed-in browser's session: upload, submit, pay, submit again. Each row is
 * 'First,Last,Mobile' and then the cells of `extraColumns`.
 */
export async function launchCampaign(
  request: APIRequestContext,
  origin: string,
  name: string,
  rows: string[],
  extraColumns: ExtraColumn[] = [],
) {
  const headers = { origin };
  const csv = [
    ['First Name', 'Last Name', 'Mobile', ...extraColumns.map((extra) => extra.column)].join(','),
    ...rows,
  ].join('\r\n');
  const upload = await request.post('/api/site/campaign/contacts/parse', {
    headers,
    data: {
      file: {
        name: 'leads.csv',
        type: 'text/csv',
        data: `data:text/csv;base64,${Buffer.from(csv).toString('base64')}`,
      },
      cols: [
        { column: 'First Name', index: 0, supportedColumn: 'firstName' },
        { column: 'Last Name', index: 1, supportedColumn: 'lastName' },
        { column: 'Mobile', index: 2, supportedColumn: 'phoneNumber' },
        ...extraColumns.map((extra, index) => ({ ...extra, index: index + 3 })),
      ],
    },
  });
  expect(upload.status(), await upload.text()).toBe(200);
  const { importId, report } = (await upload.json()) as { importId: string; report: Record<string, number> };
  const templates = (await (await request.get('/api/notifications/message/templates')).json()) as {
    results: { id: string }[];
  };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles' }).format(new Date());
  const end = new Date(`${today}T12:00:00Z`);
  end.setUTCDate(end.getUTCDate() + 30);
  const billing = {
    name: 'Leo Loanofficer',
    address: '2200 Douglas Blvd',
    city: 'Roseville',
    state: 'CA',
    zipCode: '95661',
  };
  const body = {
    idempotencyKey: `e2e-${name}-${Date.now()}`.replace(/\W/g, ''),
    importId,
    campaign: {
      name,
      type: 'Refi',
      templateId: templates.results[0]!.id,
      messagesPerDay: '100',
      daysOfWeek: 'Sun,Mon,Tue,Wed,Thurs,Fri,Sat',
      startDate: today,
      endDate: end.toISOString().slice(0, 10),
    },
    collaborators: [],
    billing,
    // The statement the wizard's checkbox affirms (its versioned id).
    consentStatementId: 'upload-2026-11',
  };
  const first = await request.post('/api/site/campaign/submit', { headers, data: body });
  expect(first.status(), await first.text()).toBe(200);
  const reply = (await first.json()) as {
    campaignId: string;
    payment: { intentId: string; clientSecret: string } | null;
  };
  if (reply.payment) {
    const paid = await request.post('/api/payment/sandbox/confirm', {
      headers,
      data: {
        intentId: reply.payment.intentId,
        clientSecret: reply.payment.clientSecret,
        card: { number: '4242 4242 4242 4242', month: '12', year: '2034', csv: '123' },
        billing,
      },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  const second = await request.post('/api/site/campaign/submit', { headers, data: body });
  expect(second.status(), await second.text()).toBe(200);
  return { id: reply.campaignId, report };
}
