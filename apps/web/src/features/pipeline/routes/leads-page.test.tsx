import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  LEAD_NOTE_MAX_LENGTH,
  type LeadNote,
  type Opportunity,
  type PipelineLead,
  type UserRecord,
} from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { leadsApi, testInsuranceOpportunity, testLead, testOpportunity } from '../../../test/api/leads';
import { failure, route } from '../../../test/api/reply';
import { stubScreenWidth } from '../../../test/phone-screen';
import type { ApiArea, Handler } from '../../../test/render-app';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const loanOfficer = userWithRoles('user', 'loanofficer');

const pipelineLeads: PipelineLead[] = [
  testLead(),
  testLead({
    id: 'lead2',
    name: 'Kim Chen',
    type: 'dreamRate',
    stage: 'contacted',
    source: { kind: 'alert', campaignId: null, campaignName: null },
    estimatedValue: null,
    loanBalance: null,
    nextActionDate: '2026-03-20',
    createdDate: '2026-03-08T16:00:00.000Z',
  }),
  testLead({
    id: 'lead3',
    name: 'Pat Wong',
    type: 'pmiRemoval',
    stage: 'contacted',
    source: { kind: 'tool', campaignId: null, campaignName: null },
    createdDate: '2026-03-05T16:00:00.000Z',
  }),
  testLead({ id: 'lead4', name: 'Jo Park', stage: 'won', createdDate: '2026-03-01T16:00:00.000Z' }),
];

const notes: Record<string, LeadNote[]> = {
  lead1: [{ id: 'n1', body: 'Left a voicemail', authorName: 'Ann Lee', createdDate: '2026-03-11T16:00:00.000Z' }],
};

function openLeads(
  options: {
    path?: string;
    leads?: PipelineLead[];
    opportunities?: Opportunity[];
    intercept?: Handler;
    areas?: ApiArea[];
    user?: UserRecord;
  } = {},
) {
  const api = leadsApi({
    leads: options.leads ?? pipelineLeads,
    notes,
    opportunities: options.opportunities ?? [testOpportunity(), testInsuranceOpportunity()],
  });
  const opened = openWorkspace(options.path ?? '/leads', {
    user: options.user ?? loanOfficer,
    intercept: options.intercept,
    areas: [...(options.areas ?? []), api],
  });
  return { ...opened, api };
}

const leadList = async () => within(await screen.findByRole('list', { name: 'Leads' }));
const leadNames = async () =>
  (await leadList()).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const pathsOf = (calls: { url: string }[], start: string) =>
  calls.map((call) => call.url).filter((url) => url.startsWith(start));

describe('leads page', () => {
  it("lists the loan officer's leads with their stage, source, figures and dates, and each stage's count", async () => {
    openLeads();
    expect(await screen.findByRole('heading', { name: 'Leads', level: 1 })).toBeInTheDocument();
    await waitFor(async () => expect(await leadNames()).toEqual(['Dana Ruiz', 'Kim Chen', 'Pat Wong', 'Jo Park']));
    const dana = within((await leadList()).getByRole('listitem', { name: 'Dana Ruiz' }));
    expect(dana.getByText('New')).toBeInTheDocument();
    expect(dana.getByText('Campaign: Spring refinance')).toBeInTheDocument();
    expect(dana.getByText('March 10, 2026')).toBeInTheDocument();
    expect(dana.getByText('$650,000')).toBeInTheDocument();
    expect(dana.getByText('$410,000')).toBeInTheDocument();
    expect(dana.getByText('None set')).toBeInTheDocument();
    const kim = within((await leadList()).getByRole('listitem', { name: 'Kim Chen' }));
    expect(kim.getByText('Contacted')).toBeInTheDocument();
    expect(kim.getByText('Homeowner alert: Dream Rate')).toBeInTheDocument();
    expect(kim.getByText('March 20, 2026')).toBeInTheDocument();
    expect(kim.queryByText('Value:')).toBeNull();
    expect((await leadList()).getByText('Tool page: PMI/MIP Removal')).toBeInTheDocument();
    const stages = within(screen.getByRole('group', { name: 'Stage' }));
    expect(stages.getAllByRole('button').map((chip) => chip.textContent)).toEqual([
      'All (4)',
      'New (1)',
      'Contacted (2)',
      'Application (0)',
      'Won (1)',
      'Lost (0)',
    ]);
    expect(stages.getByRole('button', { name: 'All (4)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('tab', { name: 'Leads' })).toHaveAttribute('aria-selected', 'true');
  });

  it("names the loan officer of a lead that is someone else's, as a branch manager sees their branch", async () => {
    openLeads({
      user: userWithRoles('user', 'branchmanager'),
      leads: [testLead({ ownerUserId: 'u7', ownerName: 'Raj Patel' }), testLead({ id: 'lead2', name: 'Kim Chen' })],
    });
    await waitFor(async () => expect(await leadNames()).toEqual(['Dana Ruiz', 'Kim Chen']));
    const list = await leadList();
    expect(within(list.getByRole('listitem', { name: 'Dana Ruiz' })).getByText('Raj Patel')).toBeInTheDocument();
    expect(within(list.getByRole('listitem', { name: 'Kim Chen' })).queryByText('Loan officer:')).toBeNull();
  });

  it('does not send an empty note', async () => {
    const { calls } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    await dialog.findByLabelText('New note');
    await userEvent.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(await dialog.findByText('Write the note first')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'POST' && call.url.endsWith('/notes'))).toEqual([]);
  });

  it('filters by stage, asking the server for that stage, and says when a stage is empty', async () => {
    const { calls } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Contacted (2)' }));
    await waitFor(async () => expect(await leadNames()).toEqual(['Kim Chen', 'Pat Wong']));
    expect(pathsOf(calls, '/api/site/leads?')).toContain('/api/site/leads?limit=25&stage=contacted');
    expect(screen.getByRole('button', { name: 'Contacted (2)' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Lost (0)' }));
    expect(await screen.findByText('No lead is at Lost now.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Leads' })).toBeNull();
  });

  it('pages as the server pages, with Load more', async () => {
    const many = Array.from({ length: 30 }, (_unused, index) =>
      testLead({ id: `lead-${index}`, name: `Lead ${index + 1}`, createdDate: '2026-03-10T16:00:00.000Z' }),
    );
    const { calls } = openLeads({ leads: many });
    await waitFor(async () => expect(await leadNames()).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await leadNames()).toHaveLength(30));
    expect(pathsOf(calls, '/api/site/leads?')).toContain('/api/site/leads?limit=25&cursor=25');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('opens a lead and moves it to a stage: the PATCH is sent and the new stage shows, in the list and its counts', async () => {
    const { calls, api } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    expect(await dialog.findByText('Left a voicemail')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: '(916) 555-0142' })).toHaveAttribute('href', 'tel:+19165550142');
    expect(dialog.getByText('Clicked the link 2 times, replied to the text.')).toBeInTheDocument();
    await userEvent.selectOptions(dialog.getByLabelText('Stage'), 'Application');
    expect(await dialog.findByText('Moved to Application.')).toBeInTheDocument();
    const patches = calls.filter((call) => call.init?.method === 'PATCH');
    expect(patches.map((call) => [call.url, JSON.parse(String(call.init!.body))])).toEqual([
      ['/api/site/leads/lead1', { stage: 'application' }],
    ]);
    expect(dialog.getByLabelText('Stage')).toHaveValue('application');
    expect(api.leads().find((lead) => lead.id === 'lead1')?.stage).toBe('application');
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Application (1)' })).toBeInTheDocument());
    const dana = within((await leadList()).getByRole('listitem', { name: 'Dana Ruiz' }));
    expect(dana.getByText('Application')).toBeInTheDocument();
  });

  it('sets a next-action date on a lead', async () => {
    const { calls } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    await userEvent.type(await dialog.findByLabelText('Next action'), '2026-04-02');
    await userEvent.click(dialog.getByRole('button', { name: 'Set date' }));
    expect(await dialog.findByText('Next action set for April 2, 2026.')).toBeInTheDocument();
    const patches = calls.filter((call) => call.init?.method === 'PATCH');
    expect(patches.map((call) => JSON.parse(String(call.init!.body)))).toEqual([{ nextActionDate: '2026-04-02' }]);
  });

  it('adds a note to a lead and shows it', async () => {
    const { api } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    await userEvent.type(await dialog.findByLabelText('New note'), 'Wants a call after 5');
    await userEvent.click(dialog.getByRole('button', { name: 'Add note' }));
    const list = within(await dialog.findByRole('list', { name: 'Notes' }));
    expect(await list.findByText('Wants a call after 5')).toBeInTheDocument();
    expect(list.getByText('Left a voicemail')).toBeInTheDocument();
    expect(dialog.getByLabelText('New note')).toHaveValue('');
    expect(api.notes('lead1').map((note) => note.body)).toEqual(['Left a voicemail', 'Wants a call after 5']);
  });

  it("shows the server's message for a note over the limit and keeps what was typed", async () => {
    const { api } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    const box = await dialog.findByLabelText('New note');
    const tooLong = 'x'.repeat(LEAD_NOTE_MAX_LENGTH + 1);
    await userEvent.click(box);
    await userEvent.paste(tooLong);
    await userEvent.click(dialog.getByRole('button', { name: 'Add note' }));
    expect(await dialog.findByText(`Note must be at most ${LEAD_NOTE_MAX_LENGTH} characters`)).toBeInTheDocument();
    expect(box).toHaveValue(tooLong);
    expect(api.notes('lead1')).toHaveLength(1);
  });

  it('links Download CSV to the export of the whole pipeline', async () => {
    openLeads();
    await leadNames();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', '/api/site/leads/export');
  });

  it("shows the server's message when the pipeline cannot be read, and reads it again", async () => {
    let down = true;
    openLeads({
      intercept: (url) =>
        down && url.startsWith('/api/site/leads?')
          ? { status: 503, body: { code: 'SERVER_BUSY', errorMessage: 'The server is busy. Try again soon.' } }
          : undefined,
    });
    expect(
      await screen.findByText('Your leads could not be loaded. The server is busy. Try again soon.'),
    ).toBeInTheDocument();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(async () => expect(await leadNames()).toHaveLength(4));
  });

  it('tells someone without reach (no lead of theirs, no team) that there are none yet, on both tabs', async () => {
    openLeads({ user: userWithRoles('user'), leads: [], opportunities: [] });
    expect(await screen.findByText(/^No leads yet\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All (0)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Opportunities' }));
    expect(
      await screen.findByText(/^None of your homeowners has a reason to hear from you today\./),
    ).toBeInTheDocument();
  });

  it('shows the opportunity list: each homeowner with each reason in a sentence and its figures, and a CSV link', async () => {
    openLeads({ path: '/leads?tab=opportunities' });
    const list = within(await screen.findByRole('list', { name: 'Opportunities' }));
    const lee = within(list.getByRole('listitem', { name: 'Lee Park' }));
    const leeReasons = within(lee.getByRole('list', { name: 'Reasons to call Lee Park' }));
    expect(leeReasons.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual([
      "Rate above today: Rate 1.1 points above today's: saves $312 a month",
      'Cash-out: $320,000 equity: cash-out possible, up to $180,000',
    ]);
    expect(leeReasons.getByText('7.25%')).toBeInTheDocument();
    expect(leeReasons.getByText('6.15% 30-year fixed')).toBeInTheDocument();
    expect(leeReasons.getByText('$2,700 to $2,388')).toBeInTheDocument();
    expect(leeReasons.getByText('$312/mo')).toBeInTheDocument();
    expect(leeReasons.getByText('$180,000')).toBeInTheDocument();
    const sam = within(list.getByRole('listitem', { name: 'Sam Ortiz' }));
    expect(sam.getByText('PMI removable since March 2026')).toBeInTheDocument();
    expect(sam.getByText('since March 2026')).toBeInTheDocument();
    expect(sam.getByText('$145/mo')).toBeInTheDocument();
    expect(screen.getByText('2 homeowners, measured against the rates of March 12, 2026.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      '/api/site/leads/opportunities/export',
    );
  });

  it('filters the opportunity list by reason, asking the server for that reason', async () => {
    const { calls } = openLeads();
    await leadNames();
    await userEvent.click(screen.getByRole('tab', { name: 'Opportunities' }));
    await screen.findByRole('list', { name: 'Opportunities' });
    await userEvent.click(screen.getByRole('button', { name: 'PMI removable' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Opportunities' }))
          .getAllByRole('heading', { level: 2 })
          .map((heading) => heading.textContent),
      ).toEqual(['Sam Ortiz']),
    );
    expect(pathsOf(calls, '/api/site/leads/opportunities')).toContain(
      '/api/site/leads/opportunities?limit=50&reason=mortgageInsurance',
    );
    expect(screen.getByText(/^1 homeowner,/)).toBeInTheDocument();
  });

  it("shows the server's message when moving a lead is refused", async () => {
    openLeads({
      areas: [
        {
          handlers: [
            route('PATCH /api/site/leads/:id', () => failure('FORBIDDEN', 'You may not move a lead of another team')),
          ],
        },
      ],
    });
    await leadNames();
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Stage'), 'Won');
    expect(await dialog.findByText('You may not move a lead of another team')).toBeInTheDocument();
    expect(dialog.getByLabelText('Stage')).toHaveValue('new');
  });

  it('passes axe on a phone, with a lead open and on the opportunity list', async () => {
    stubScreenWidth(375);
    openLeads();
    await leadNames();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Open Dana Ruiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Dana Ruiz' }));
    await dialog.findByText('Left a voicemail');
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('tab', { name: 'Opportunities' }));
    await screen.findByRole('list', { name: 'Opportunities' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
