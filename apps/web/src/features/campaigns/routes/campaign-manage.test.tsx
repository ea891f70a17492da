import { campaignMessages, type ImportReport } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testImportRow, testTemplate } from '../../../test/api/campaigns';

// The change dialog checks dates against today: the tests live on a fixed day (only Date is faked).
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T12:00:00-08:00') }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const report: ImportReport = {
  importId: 'imp1',
  fileName: 'spring-leads.csv',
  encoding: 'UTF-8',
  rows: 1204,
  valid: 1200,
  missingRequired: 0,
  invalidPhone: 3,
  duplicate: 1,
  optedOut: 0,
  missingField: 0,
};
const rejectedRow = {
  ...testImportRow({ firstName: 'Bad', phoneNumber: undefined }),
  line: 7,
  group: 'invalidPhone' as const,
  rawPhone: '555-0000',
};

describe('campaign page: files', () => {
  it('downloads the contacts with their outcomes as CSV', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()] });
    const link = await screen.findByRole('link', { name: 'Export contacts (CSV)' });
    expect(link).toHaveAttribute('href', '/api/site/campaign/c1/export.csv');
    expect(link).toHaveAttribute('download');
  });

  it('shows the lead file after launch: what was rejected, each group’s rows and their CSV', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign()],
      uploads: { c1: report },
      rows: [rejectedRow],
    });
    const section = within(await screen.findByRole('region', { name: 'Lead file' }));
    expect(section.getByText(/spring-leads\.csv/)).toHaveTextContent('spring-leads.csv: 1,204 rows read');
    // The valid rows are the campaign's contacts, listed on the page: their count does not open a list.
    expect(section.getByRole('button', { name: '1,200 Valid contacts' })).toBeDisabled();
    expect(section.getByRole('link', { name: 'Download rejected rows (CSV)' })).toHaveAttribute(
      'href',
      '/api/site/campaign/c1/import/rejected.csv',
    );
    await userEvent.click(section.getByRole('button', { name: '3 Invalid phone' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('555-0000')).toBeInTheDocument();
    expect(dialog.getByText('Bad')).toBeInTheDocument();
  });

  it('shows no lead file for contacts that came without one', async () => {
    const { calls } = openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign()] });
    await screen.findByRole('link', { name: 'Export contacts (CSV)' });
    await waitFor(() => expect(calls.some((call) => call.url === '/api/site/campaign/c1/import')).toBe(true));
    expect(screen.queryByRole('region', { name: 'Lead file' })).toBeNull();
  });
});

describe('campaign page: change of schedule or template before sending', () => {
  const waiting = testCampaign({
    status: 'new',
    totalSent: 0,
    startDate: '2026-12-07',
    endDate: '2026-12-31',
    daysOfWeek: 'Mon,Wed',
    messagesPerDay: 200,
    totalContacts: 1200,
  });
  const templates = [
    testTemplate({ id: 't1', name: 'Rate Drop', rate: 0.05 }),
    testTemplate({ id: 't2', name: 'Equity', rate: 0.04 }),
    testTemplate({ id: 't3', name: 'Premium', rate: 0.09 }),
  ];

  it('is offered only while nothing has been sent', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign({ status: 'active' })] });
    await screen.findByRole('link', { name: 'Export contacts (CSV)' });
    expect(screen.queryByRole('button', { name: 'Change schedule or template' })).toBeNull();
  });

  it('checks the dates like the wizard, offers templates at the same rate or lower, and saves without paying', async () => {
    const { calls, api } = openCampaignWorkspace('/campaign/c1', { campaigns: [waiting], templates });
    await userEvent.click(await screen.findByRole('button', { name: 'Change schedule or template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change schedule or template' }));
    expect(dialog.getByRole('status')).toHaveTextContent(
      /1,200 contacts need 6 sending days and finish on Dec 23, 2026/,
    );
    // Mon 7, Wed 9, Mon 14, Wed 16, Mon 21, Wed 23: only the chosen days count.

    const start = dialog.getByLabelText('Start Date');
    await userEvent.clear(start);
    await userEvent.type(start, '2026-11-19');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(campaignMessages.startInPast)).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'PUT')).toHaveLength(0);

    await userEvent.clear(start);
    await userEvent.type(start, '2026-12-14');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Template' }));
    const options = within(await screen.findByRole('listbox'));
    expect(options.getByRole('option', { name: /Premium/ })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(options.getByRole('option', { name: /Equity/ }));
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('The new schedule and template are saved, at no charge.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const put = calls.find((call) => call.init?.method === 'PUT');
    expect(put?.url).toBe('/api/site/campaign/c1');
    expect(JSON.parse(String(put?.init?.body))).toEqual({
      messagesPerDay: '200',
      daysOfWeek: 'Mon,Wed',
      startDate: '2026-12-14',
      endDate: '2026-12-31',
      templateId: 't2',
    });
    expect(api.campaign('c1')).toMatchObject({ startDate: '2026-12-14', templateId: 't2' });
    expect(screen.getByText('Dec 14, 2026')).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('/payment'))).toBe(false);
  });

  it('says why when the campaign started meanwhile, and keeps what was typed', async () => {
    openCampaignWorkspace('/campaign/c1', {
      campaigns: [waiting],
      templates,
      intercept: (url, init) =>
        init?.method === 'PUT'
          ? {
              status: 409,
              body: {
                code: 'CAMPAIGN_STARTED',
                errorMessage: 'This campaign has started sending, so its schedule and template can no longer change',
              },
            }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change schedule or template' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Change schedule or template' }));
    const perDay = dialog.getByLabelText('Number of texts sent (minimum 100 per day)');
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '300');
    await userEvent.click(dialog.getByRole('button', { name: 'Save changes' }));
    expect(await dialog.findByText(/has started sending/)).toBeInTheDocument();
    expect(perDay).toHaveValue('300');
  });
});
