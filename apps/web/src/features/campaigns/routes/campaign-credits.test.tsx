import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CONSENT_STATEMENT_ID } from '@roost/domain';
import { openCampaignWorkspace, requestsTo } from '../../../test/workspace';
import { testCampaign } from '../../../test/api/campaigns';
import { reloadDraft, type StoredCampaignDraft } from '../draft/campaign-draft';

/** Credits seen by the loan officer: what archiving early gives back, and the Billing step spending it. */
beforeEach(() => reloadDraft());
afterEach(() => vi.unstubAllGlobals());

const expiresAt = '2027-11-29T10:00:00.000Z';

async function openArchiveDialog() {
  await userEvent.click(await screen.findByRole('button', { name: 'Archive' }));
  return within(await screen.findByRole('dialog', { name: 'Archive this campaign?' }));
}

describe('archiving a campaign before it sent everything', () => {
  it('says what happens to the money before the person confirms, and that it was credited after', async () => {
    const { api } = openCampaignWorkspace('/campaign/c1', {
      campaigns: [testCampaign({ status: 'paused' })],
      archiveCredits: { c1: { unsentRecords: 85, creditCents: 425 } },
      credit: { cents: 0, expiresAt },
    });
    const dialog = await openArchiveDialog();
    expect(
      await dialog.findByText('85 unsent texts: $4.25 will be credited to your account, usable for 12 months.'),
    ).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(
      await screen.findByText(
        'The campaign is archived. $4.25 was credited to your account, usable until November 29, 2027.',
      ),
    ).toBeInTheDocument();
    expect(api.campaign('c1')?.status).toBe('archived');
  });

  it('says nothing about money when every text went', async () => {
    openCampaignWorkspace('/campaign/c1', { campaigns: [testCampaign({ status: 'complete' })] });
    const dialog = await openArchiveDialog();
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Yes' })).toBeEnabled());
    expect(dialog.queryByText(/credited/)).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('The campaign is archived.')).toBeInTheDocument();
  });
});

const DRAFT_KEY = 'roost.campaign-draft';

/** A draft ready for Billing with `valid` contacts (5 cents each). */
function seedBillingDraft(valid: number) {
  const draft: StoredCampaignDraft = {
    idempotencyKey: 'key0123456789abcdef',
    campaign: {
      name: 'Spring Refi',
      type: 'Refi',
      templateId: 't1',
      messagesPerDay: '200',
      daysOfWeek: 'Mon,Wed,Thurs',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    },
    upload: {
      report: {
        importId: 'imp1',
        fileName: 'leads.csv',
        encoding: 'UTF-8',
        rows: valid,
        valid,
        missingRequired: 0,
        invalidPhone: 0,
        duplicate: 0,
        optedOut: 0,
        missingField: 0,
      },
      mapping: [],
    },
    collaborators: [],
    consentStatementId: UPLOAD_CONSENT_STATEMENT_ID,
  };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  reloadDraft();
}

async function fillAddress() {
  await userEvent.type(screen.getByLabelText(/^Billing address/), '1 Main St');
  await userEvent.type(screen.getByLabelText(/^City/), 'Auburn');
  await userEvent.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await userEvent.type(screen.getByLabelText(/^ZIP/), '95603');
}

describe('the Billing step with credit', () => {
  it('shows the credit available, applies it before the card and charges the rest', async () => {
    seedBillingDraft(120); // $6.00
    openCampaignWorkspace('/campaign/new/billing', { records: 120, credit: { cents: 250, expiresAt } });
    const summary = within(await screen.findByRole('complementary', { name: 'Campaign summary' }));
    expect(await summary.findByText('Credit available $2.50 (expires November 29, 2027)')).toBeInTheDocument();
    expect(summary.getByText('$6.00 at 5¢ per record')).toBeInTheDocument();
    expect(summary.getByRole('heading', { name: 'Credits Applied' }).nextSibling).toHaveTextContent('−$2.50');
    expect(summary.getByRole('heading', { name: 'Amount to Charge' }).nextSibling).toHaveTextContent('$3.50');
    expect(await screen.findByLabelText(/^Card number/)).toBeInTheDocument();
  });

  it('asks no card when credits cover the price, and submits paid by credits', async () => {
    seedBillingDraft(40); // $2.00
    const { calls } = openCampaignWorkspace('/campaign/new/billing', {
      records: 40,
      credit: { cents: 500, expiresAt },
    });
    const summary = within(await screen.findByRole('complementary', { name: 'Campaign summary' }));
    expect(await summary.findByText(/your credits cover it, no card needed/)).toHaveTextContent('$0.00');
    expect(await screen.findByText('Your credits cover the whole cost: no card is charged.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Card number/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ann Lee');
    await fillAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Launch Campaign' })).toBeInTheDocument();
    expect(requestsTo(calls, '/api/payment/sandbox/confirm')).toEqual([]);
  });

  it('puts the cost before Submit in the page, so a phone shows it first', async () => {
    seedBillingDraft(120);
    openCampaignWorkspace('/campaign/new/billing', { records: 120 });
    const summary = await screen.findByRole('complementary', { name: 'Campaign summary' });
    const submit = await screen.findByRole('button', { name: 'Submit' });
    expect(summary.compareDocumentPosition(submit) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
