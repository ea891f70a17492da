import { campaignMessages, consentTexts, paymentMessages, UPLOAD_CONSENT_STATEMENT_ID } from '@roost/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openCampaignWorkspace, requestsTo } from '../../../test/workspace';
import { testTemplate } from '../../../test/api/campaigns';
import { seriousAxeViolations } from '../../../test/axe';
import { destinationMessages } from '../components/wizard/wizard-steps';
import { readDraft, reloadDraft, updateDraft, type StoredCampaignDraft } from '../draft/campaign-draft';

const DRAFT_KEY = 'roost.campaign-draft';

// The wizard's dates are checked against today: the tests live on a fixed day (only Date is faked).
const TODAY = new Date('2026-11-20T12:00:00-08:00');
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TODAY });
  reloadDraft();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const upload = {
  report: {
    importId: 'imp1',
    fileName: 'leads.csv',
    encoding: 'UTF-8',
    rows: 125,
    valid: 120,
    missingRequired: 5,
    invalidPhone: 0,
    duplicate: 0,
    optedOut: 0,
    missingField: 0,
  },
  mapping: [],
};

/** A draft filled up to (not including) a step, written to session storage as the wizard keeps it. */
function seedDraft(upTo: 'details' | 'template' | 'timeline' | 'billing', change: Partial<StoredCampaignDraft> = {}) {
  const campaign = {
    name: upTo === 'details' ? '' : 'Spring Refi',
    type: upTo === 'details' ? '' : 'Refi',
    templateId: upTo === 'timeline' || upTo === 'billing' ? 't1' : undefined,
    messagesPerDay: upTo === 'billing' ? '200' : '',
    daysOfWeek: upTo === 'billing' ? 'Mon,Wed,Thurs' : '',
    startDate: upTo === 'billing' ? '2026-12-01' : '',
    endDate: upTo === 'billing' ? '2026-12-31' : '',
  };
  const draft: StoredCampaignDraft = {
    idempotencyKey: 'key0123456789abcdef',
    campaign,
    upload: upTo === 'details' ? undefined : upload,
    consentStatementId: upTo === 'details' ? undefined : UPLOAD_CONSENT_STATEMENT_ID,
    collaborators: [],
    ...change,
  };
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft));
  reloadDraft();
}

const next = () => userEvent.click(screen.getByRole('button', { name: 'Next' }));

describe('new-campaign wizard: steps and snackbars', () => {
  it('sends /campaign/new/start to the details step, with the breadcrumbs marking it', async () => {
    const { router } = openCampaignWorkspace('/campaign/new/start');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/details'));
    const steps = within(await screen.findByRole('navigation', { name: 'New campaign steps' }));
    expect(steps.getByText(/Details/)).toHaveAttribute('aria-current', 'step');
    expect(steps.getByText(/Billing/)).not.toHaveAttribute('aria-current');
  });

  it('says what the details miss: the name, then the type, then the leads', async () => {
    openCampaignWorkspace('/campaign/new/details');
    await screen.findByRole('button', { name: 'Next' });
    await next();
    expect(await screen.findByText(campaignMessages.nameRequired)).toBeInTheDocument();
    seedDraft('template', { upload: undefined, campaign: { ...readDraft().campaign, name: 'Spring Refi' } });
    await next();
    expect(await screen.findByText(campaignMessages.typeRequired)).toBeInTheDocument();
    seedDraft('template', { upload: undefined });
    await next();
    expect(await screen.findByText(campaignMessages.leadsRequired)).toBeInTheDocument();
  });

  it('asks the uploader to affirm the consent statement before leaving the details', async () => {
    seedDraft('template', { consentStatementId: undefined });
    const { router } = openCampaignWorkspace('/campaign/new/details');
    const checkbox = await screen.findByRole('checkbox', { name: consentTexts.uploadCheckbox });
    expect(checkbox).not.toBeChecked();
    expect(await seriousAxeViolations()).toEqual([]);
    await next();
    expect(await screen.findByText(consentTexts.statementRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/new/details');
    await userEvent.click(checkbox);
    expect(checkbox).toBeChecked();
    expect(readDraft().consentStatementId).toBe(UPLOAD_CONSENT_STATEMENT_ID);
    await next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/template'));
  });

  it("opens each contact's own page by default; a page of the sender's needs its web address", async () => {
    seedDraft('template');
    const { router } = openCampaignWorkspace('/campaign/new/details');
    const destination = within(await screen.findByRole('radiogroup', { name: 'The link in each text opens' }));
    expect(destination.getByRole('radio', { name: /The contact's own page/ })).toBeChecked();
    await userEvent.click(destination.getByRole('radio', { name: 'A page of yours' }));
    await next();
    expect(await screen.findByText(destinationMessages.urlRequired)).toBeInTheDocument();
    const address = screen.getByRole('textbox', { name: "Your page's address" });
    await userEvent.type(address, 'ftp://files.example.com');
    await userEvent.tab();
    expect(address).toHaveAccessibleDescription('Redirect URL must be an http or https address');
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.clear(address);
    await userEvent.type(address, 'https://lender.example.com/refi');
    expect(readDraft().campaign).toMatchObject({ destination: 'url', redirectUrl: 'https://lender.example.com/refi' });
    await next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/template'));
  });

  it('sends a later step with incomplete details back to the details', async () => {
    seedDraft('details');
    const { router } = openCampaignWorkspace('/campaign/new/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/details'));
  });

  it('asks for a template, highlights the chosen card and previews it for the first contact', async () => {
    seedDraft('template');
    const { router } = openCampaignWorkspace('/campaign/new/template', {
      templates: [testTemplate(), testTemplate({ id: 't2', name: 'Equity', description: 'Equity grew', rate: 0.07 })],
    });
    expect(await screen.findByRole('heading', { name: 'Select Template' })).toBeInTheDocument();
    await next();
    expect(await screen.findByText(campaignMessages.templateRequired)).toBeInTheDocument();
    const card = await screen.findByRole('button', { name: /Rate Drop/ });
    expect(card).toHaveAttribute('aria-pressed', 'false');
    expect(card).toHaveTextContent('$0.05 per record');
    expect(screen.getByRole('button', { name: /Equity/ })).toHaveTextContent('$0.07 per record');
    await userEvent.click(card);
    expect(card).toHaveAttribute('aria-pressed', 'true');
    const preview = await screen.findByRole('figure', { name: 'Message preview' });
    await waitFor(() => expect(preview).toHaveTextContent(/^Hi Maria, this is Ann\. Rates dropped for 12 Oak St: /));
    // A link as long as the contact's own: the site's address and a 10-character id.
    expect(preview.textContent).toMatch(new RegExp(`${location.origin}/l/x{12}$`));
    const length = within(screen.getByLabelText('Message length'));
    expect(length.getByText('GSM-7')).toBeInTheDocument();
    expect(length.getByText('1')).toBeInTheDocument();
    await next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/timeline'));
  });

  it('counts a long or non-GSM template in segments and warns above 320 characters', async () => {
    seedDraft('timeline');
    openCampaignWorkspace('/campaign/new/template', {
      templates: [testTemplate({ body: `Hi {{firstName}} 🏡 ${'x'.repeat(330)}` })],
    });
    const preview = await screen.findByRole('figure', { name: 'Message preview' });
    await waitFor(() => expect(preview).toHaveTextContent(/^Hi Maria 🏡/));
    const length = within(screen.getByLabelText('Message length'));
    expect(length.getByText('UCS-2')).toBeInTheDocument();
    // 'Hi Maria 🏡 ' (12 code units) + 330 + ' ' + the link (23 + 10): 376 code units, 67 a segment.
    const units = preview.textContent?.length ?? 0;
    expect(length.getByText(String(Math.ceil(units / 67)))).toBeInTheDocument();
    expect(screen.getByText(/longer than 320 characters/)).toBeInTheDocument();
  });

  it('checks the timeline in the spec’s order and forecasts the finish', async () => {
    seedDraft('timeline');
    const { router } = openCampaignWorkspace('/campaign/new/timeline');
    expect(await screen.findByRole('heading', { name: 'Select Timeline' })).toBeInTheDocument();
    await next();
    expect(await screen.findByText(campaignMessages.startDateRequired)).toBeInTheDocument();
    const start = screen.getByLabelText('Start Date');
    const end = screen.getByLabelText('End Date');
    await userEvent.type(start, '2026-12-07');
    await next();
    expect(await screen.findByText(campaignMessages.endDateRequired)).toBeInTheDocument();
    await userEvent.type(end, '2026-12-01');
    await next();
    expect(await screen.findByText(campaignMessages.endBeforeStart)).toBeInTheDocument();
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-31');
    await next();
    expect(await screen.findByText(campaignMessages.weekdaysRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mon' }));
    await userEvent.click(screen.getByRole('button', { name: 'Thu' }));
    expect(screen.getByRole('button', { name: 'Thu' })).toHaveAttribute('aria-pressed', 'true');
    expect(readDraft().campaign.daysOfWeek).toBe('Mon,Thurs');
    const perDay = screen.getByLabelText('Number of texts sent (minimum 100 per day)');
    await userEvent.type(perDay, 'abc');
    await next();
    expect(await screen.findByText(campaignMessages.messagesPerDayRequired)).toBeInTheDocument();
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '50');
    await next();
    expect(await screen.findByText(campaignMessages.messagesPerDayMinimum)).toBeInTheDocument();
    // 120 contacts at 50 a day would need 3 days: Mon 7, Thu 10, Mon 14.
    expect(
      screen.getByText(
        /At 50 texts a day on the chosen days, your 120 contacts need 3 sending days and finish on Dec 14, 2026/,
      ),
    ).toBeInTheDocument();
    await userEvent.clear(perDay);
    await userEvent.type(perDay, '100');
    await next();
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/billing'));
  });

  it('refuses a start date in the past before the card is asked for', async () => {
    seedDraft('timeline', {
      campaign: {
        name: 'Spring Refi',
        type: 'Refi',
        templateId: 't1',
        messagesPerDay: '100',
        daysOfWeek: 'Mon',
        startDate: '2026-11-19',
        endDate: '2026-12-31',
      },
    });
    const { router } = openCampaignWorkspace('/campaign/new/timeline');
    expect(await screen.findByLabelText('Start Date')).toHaveAttribute('min', '2026-11-20');
    await next();
    expect(await screen.findByText(campaignMessages.startInPast)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/new/timeline');
    // The billing step's address sends the person back too.
    router.navigate('/campaign/new/billing');
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/new/timeline'));
  });

  it('plans from tomorrow once today’s sending hours are over', async () => {
    // Friday 20 November 2026, 9:30 PM Pacific: Friday's allowed hours have ended everywhere.
    vi.setSystemTime(new Date('2026-11-20T21:30:00-08:00'));
    seedDraft('timeline', {
      campaign: {
        name: 'Spring Refi',
        type: 'Refi',
        templateId: 't1',
        messagesPerDay: '100',
        daysOfWeek: 'Mon,Fri',
        startDate: '2026-11-20',
        endDate: '2026-12-31',
      },
    });
    openCampaignWorkspace('/campaign/new/timeline');
    // 120 contacts at 100 a day need 2 sending days: Mon 23 and Fri 27 (not Fri 20 and Mon 23).
    const plan = await screen.findByText(/your 120 contacts need 2 sending days and finish on Nov 27, 2026/);
    expect(plan).toHaveTextContent('nothing goes out before tomorrow');
    expect(plan).toHaveTextContent('between 8 AM and 9 PM in each contact');
  });

  it('warns when the contacts do not fit before the end date', async () => {
    seedDraft('timeline', {
      campaign: {
        name: 'Spring Refi',
        type: 'Refi',
        templateId: 't1',
        messagesPerDay: '100',
        daysOfWeek: 'Mon',
        startDate: '2026-12-07',
        endDate: '2026-12-08',
      },
    });
    openCampaignWorkspace('/campaign/new/timeline');
    expect(
      await screen.findByText(/your 120 contacts need 2 sending days, but only 1 sending day fits before the end date/),
    ).toBeInTheDocument();
  });

  it('keeps the draft across a reload', async () => {
    seedDraft('timeline');
    const first = openCampaignWorkspace('/campaign/new/timeline');
    await userEvent.type(await screen.findByLabelText('Number of texts sent (minimum 100 per day)'), '250');
    await userEvent.click(screen.getByRole('button', { name: 'Wed' }));
    first.unmount();
    vi.unstubAllGlobals();
    act(() => reloadDraft());
    openCampaignWorkspace('/campaign/new/timeline');
    expect(await screen.findByLabelText('Number of texts sent (minimum 100 per day)')).toHaveValue('250');
    expect(screen.getByRole('button', { name: 'Wed' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Cancel asks, discards the draft and goes home', async () => {
    seedDraft('timeline');
    const { router } = openCampaignWorkspace('/campaign/new/timeline');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft().campaign.name).toBe('');
  });
});

async function fillBilling(card = '4242 4242 4242 4242') {
  await userEvent.type(await screen.findByLabelText(/^Name on card/), 'Ann Lee');
  await userEvent.type(screen.getByLabelText(/^Billing address/), '1 Main St');
  await userEvent.type(screen.getByLabelText(/^City/), 'Auburn');
  await userEvent.selectOptions(screen.getByLabelText(/^State/), 'CA');
  await userEvent.type(screen.getByLabelText(/^ZIP/), '95603');
  const number = screen.getByLabelText(/^Card number/);
  await userEvent.clear(number);
  await userEvent.type(number, card);
  await userEvent.type(screen.getByLabelText(/^Expiry month/), '4');
  await userEvent.type(screen.getByLabelText(/^Expiry year/), '2030');
  await userEvent.type(screen.getByLabelText(/^CVC/), '123');
}

describe('new-campaign wizard: billing and submit', () => {
  it('shows the summary: records, total cost, collaborators, template and schedule', async () => {
    seedDraft('billing', {
      collaborators: [
        { id: 'u2', name: 'Lou Officer', type: 'individual' },
        { id: 'br1', name: 'Auburn Branch', type: 'branch' },
      ],
    });
    openCampaignWorkspace('/campaign/new/billing', { records: 120 });
    const summary = within(await screen.findByRole('complementary', { name: 'Campaign summary' }));
    expect(summary.getByText('120')).toBeInTheDocument();
    expect(summary.getByText('$6.00 at 5¢ per record')).toBeInTheDocument();
    expect(summary.getByText('Lou Officer: 60 records')).toBeInTheDocument();
    expect(summary.getByText('Auburn Branch: 60 records')).toBeInTheDocument();
    expect(await summary.findByText('Rate Drop')).toBeInTheDocument();
    expect(summary.getByText(/200 Leads per day/)).toHaveTextContent('Mon, Wed, Thu');
    expect(await screen.findByLabelText(/^Card number/)).toHaveValue('4242 4242 4242 4242');
    expect(screen.getByText(/4000 0000 0000 0002 \(declined\)/)).toBeInTheDocument();
  });

  it('shows field messages beside the billing fields', async () => {
    seedDraft('billing');
    const { calls } = openCampaignWorkspace('/campaign/new/billing');
    await userEvent.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name on card required')).toBeInTheDocument();
    expect(screen.getByText('State required')).toBeInTheDocument();
    expect(requestsTo(calls, '/api/site/campaign/submit')).toEqual([]);
  });

  it('says a declined card plainly, keeps the form, and pays with the same key on the next try', async () => {
    seedDraft('billing');
    const { calls } = openCampaignWorkspace('/campaign/new/billing');
    await fillBilling('4000 0000 0000 0002');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(campaignMessages.errorCreating);
    expect(alert).toHaveTextContent(paymentMessages.declined);
    expect(screen.getByLabelText(/^Name on card/)).toHaveValue('Ann Lee');
    expect(screen.getByLabelText(/^Card number/)).toHaveValue('4000 0000 0000 0002');
    expect(readDraft().campaign.name).toBe('Spring Refi');

    const number = screen.getByLabelText(/^Card number/);
    await userEvent.clear(number);
    await userEvent.type(number, '4242424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('button', { name: 'Launch Campaign' })).toBeInTheDocument();
    const keys = calls
      .filter((call) => call.url.endsWith('/api/site/campaign/submit'))
      .map((call) => (JSON.parse(String(call.init?.body)) as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys)).toEqual(new Set(['key0123456789abcdef']));
  });

  it('sends one submit for a double click', async () => {
    seedDraft('billing');
    const { calls } = openCampaignWorkspace('/campaign/new/billing');
    await fillBilling();
    await userEvent.dblClick(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Launch Campaign' });
    // One submit, one payment, then one more submit that finds it paid.
    expect(requestsTo(calls, '/api/site/campaign/submit')).toEqual(['POST', 'POST']);
    expect(requestsTo(calls, '/api/payment/sandbox/confirm')).toEqual(['POST']);
  });

  it('shows the masked card after paying, and Launch Campaign discards the draft and opens the campaign', async () => {
    seedDraft('billing');
    const { router, calls } = openCampaignWorkspace('/campaign/new/billing');
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const paid = within(await screen.findByRole('region', { name: 'Paid' }));
    expect(paid.getByText('•••• 4242')).toBeInTheDocument();
    expect(paid.getByText('Expires 04/2030')).toBeInTheDocument();
    expect(paid.getByText(/1 Main St/)).toBeInTheDocument();
    expect(readDraft().submission?.state).toBe('submitted');
    const body = JSON.parse(String(calls.find((call) => call.url.endsWith('/campaign/submit'))?.init?.body)) as {
      campaign: unknown;
      importId: string;
      consentStatementId: string;
    };
    expect(body.campaign).toEqual({
      name: 'Spring Refi',
      type: 'Refi',
      templateId: 't1',
      messagesPerDay: 200,
      daysOfWeek: 'Mon,Wed,Thurs',
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(body.importId).toBe('imp1');
    expect(body.consentStatementId).toBe(UPLOAD_CONSENT_STATEMENT_ID);

    await userEvent.click(screen.getByRole('button', { name: 'Launch Campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/campaign/c-new-1'));
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Spring Refi', level: 1 })).toBeInTheDocument();
  });

  it("sends the sender's own page as the campaign's redirectUrl", async () => {
    seedDraft('billing');
    updateDraft((draft) => ({
      ...draft,
      campaign: { ...draft.campaign, destination: 'url', redirectUrl: ' https://lender.example.com/refi ' },
    }));
    const { calls } = openCampaignWorkspace('/campaign/new/billing');
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Launch Campaign' });
    const body = JSON.parse(String(calls.find((call) => call.url.endsWith('/campaign/submit'))?.init?.body)) as {
      campaign: { redirectUrl?: string };
    };
    expect(body.campaign.redirectUrl).toBe('https://lender.example.com/refi');
  });

  it('shows the submitted state again after a reload mid-way', async () => {
    seedDraft('billing');
    const first = openCampaignWorkspace('/campaign/new/billing');
    await fillBilling();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('button', { name: 'Launch Campaign' });
    first.unmount();
    vi.unstubAllGlobals();
    act(() => reloadDraft());
    openCampaignWorkspace('/campaign/new/timeline');
    expect(await screen.findByRole('button', { name: 'Launch Campaign' })).toBeInTheDocument();
    expect(screen.getByText('•••• 4242')).toBeInTheDocument();
  });
});

describe('new-campaign wizard without texting access', () => {
  it('says whom to ask instead of showing the wizard', async () => {
    openCampaignWorkspace('/campaign/new/details', { mayText: false });
    expect(await screen.findByText(campaignMessages.textingNotAllowed)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'New Campaign', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'New campaign steps' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });
});
