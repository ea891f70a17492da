import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_CONSENT_STATEMENT_ID } from '@roost/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { userWithRoles, openCampaignWorkspace } from '../../../test/workspace';
import { testCampaign, testImportRow, testTemplate } from '../../../test/api/campaigns';
import { readDraft, reloadDraft, type StoredCampaignDraft } from '../draft/campaign-draft';

beforeEach(() => reloadDraft());

const inquiry = testTemplate({
  id: 't-inquiry',
  name: 'Inquiry follow-up',
  body: 'Hi {{firstName|there}}, this is {{agentFirstName}} about {{inquiryAddress}} (ref {{refId}}): {{shortLink}}',
});

const rows = [
  testImportRow(),
  { ...testImportRow({ firstName: 'Ben', lastName: 'Okafor', address: '7 Long Meadow Way', refId: 'R-2' }), line: 3 },
  { ...testImportRow({ firstName: undefined, lastName: 'Nameless', refId: 'R-3' }), line: 4 },
  {
    ...testImportRow({
      firstName: 'Malia',
      lastName: 'Kealoha',
      address: undefined,
      city: undefined,
      refId: undefined,
    }),
    line: 5,
  },
];

function seedTemplateStep() {
  const draft: StoredCampaignDraft = {
    idempotencyKey: 'key0123456789abcdef',
    campaign: { name: 'Spring Refi', type: 'Refi', messagesPerDay: '', daysOfWeek: '', startDate: '', endDate: '' },
    upload: {
      report: {
        importId: 'imp1',
        fileName: 'leads.csv',
        encoding: 'UTF-8',
        rows: 4,
        valid: 4,
        missingRequired: 0,
        invalidPhone: 0,
        duplicate: 0,
        optedOut: 0,
        missingField: 0,
      },
      mapping: [],
    },
    collaborators: [],
    // The uploader affirmed the consent statement on Details (the wizard goes no further without it).
    consentStatementId: UPLOAD_CONSENT_STATEMENT_ID,
  };
  sessionStorage.setItem('roost.campaign-draft', JSON.stringify(draft));
  reloadDraft();
}

describe('the template step’s preview', () => {
  it('steps through the real contacts as they will be sent, with segments, the total and who lacks what', async () => {
    seedTemplateStep();
    openCampaignWorkspace('/campaign/new/template', { templates: [inquiry], rows });
    await userEvent.click(await screen.findByRole('button', { name: /Inquiry follow-up/ }));

    const preview = await screen.findByRole('figure', { name: 'Message preview' });
    expect(await screen.findByText('Contact 1 of 3')).toBeInTheDocument();
    expect(screen.getByText(/As Maria Lopez will read it/)).toBeInTheDocument();
    expect(preview).toHaveTextContent(/^Hi Maria, this is Ann about 12 Oak St, Auburn \(ref R-1\): /);
    expect(within(screen.getByLabelText('Message length')).getByText('1')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next contact' }));
    expect(await screen.findByText('Contact 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('figure', { name: 'Message preview' })).toHaveTextContent(/^Hi Ben,/));
    expect(screen.getByText(/As Ben Okafor will read it/)).toBeInTheDocument();

    // The nameless contact reads the fallback.
    await userEvent.click(screen.getByRole('button', { name: 'Next contact' }));
    await waitFor(() =>
      expect(screen.getByRole('figure', { name: 'Message preview' })).toHaveTextContent(/^Hi there, this is Ann/),
    );
    expect(screen.getByRole('button', { name: 'Next contact' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Previous contact' }));
    expect(await screen.findByText('Contact 2 of 3')).toBeInTheDocument();

    // Three contacts of one segment each.
    expect(screen.getByText('The campaign: 3 contacts to text, 3 segments in all.')).toBeInTheDocument();
    const gaps = within(screen.getByRole('region', { name: 'Data the template uses' }));
    expect(gaps.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '{{firstName}} Contact\'s first name: 1 contact without it read "there"',
      "{{agentFirstName}} Agent's first name: every contact has it",
      '{{inquiryAddress}} Inquiry address: 1 contact without it, left out',
      '{{refId}} Reference id: 1 contact without it, left out',
    ]);
    expect(screen.getByText(/1 contact is left out/)).toBeInTheDocument();

    // The wizard's report now counts Malia as left out, not as valid (the billing prices 3).
    await waitFor(() => expect(readDraft().upload?.report).toMatchObject({ valid: 3, missingField: 1 }));
  });
});

describe('a template no contact has the data for', () => {
  it('says so and does not let the wizard go on with it', async () => {
    seedTemplateStep();
    const needsRef = testTemplate({
      id: 't-ref',
      name: 'Reference',
      body: 'Your file {{refId}} is ready: {{shortLink}}',
    });
    const { router } = openCampaignWorkspace('/campaign/new/template', {
      templates: [needsRef],
      rows: [testImportRow({ refId: undefined })],
    });
    await userEvent.click(await screen.findByRole('button', { name: /Reference/ }));
    expect(await screen.findByText(/None of your contacts has the data this template needs/)).toBeInTheDocument();
    await waitFor(() => expect(readDraft().upload?.report).toMatchObject({ valid: 0, missingField: 1 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText(/choose another template$/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/campaign/new/template');
  });
});

describe('the template editor', () => {
  it('warns past two segments with long values, and says the opt-out sentence will be added', async () => {
    openCampaignWorkspace('/admin/campaigns', { campaigns: [testCampaign()], user: userWithRoles('user', 'admin') });
    await userEvent.click(await screen.findByRole('button', { name: 'Add Template' }));
    const form = within(await screen.findByRole('form', { name: 'Add Template' }));
    expect(form.getByText(/\{\{firstName\|there\}\}/)).toBeInTheDocument();
    const message = form.getByLabelText(/^Message/);
    await userEvent.type(message, 'Hi {{{{firstName}}, see {{{{shortLink}}');
    expect(form.getByText(/"Reply STOP to opt out" will be added at the end/)).toBeInTheDocument();
    expect(form.queryByText(/segments/)).toBeNull();

    await userEvent.paste(` ${'Your home value may have grown, and so has your equity. '.repeat(5)}`);
    expect(await form.findByText(/With long names and addresses this message takes 3 segments/)).toBeInTheDocument();
  });
});
