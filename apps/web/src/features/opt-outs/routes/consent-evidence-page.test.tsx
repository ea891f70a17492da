import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { consentStatements, UPLOAD_CONSENT_STATEMENT_ID, type ConsentEvent } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { optOutsApi, testOptOuts } from '../../../test/api/opt-outs';
import { testTeam } from '../../../test/api/teams';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const orgAdmin = { ...userWithRoles('user', 'orgadmin'), id: 'admin1', userId: 'admin1' };

const event = (change: Partial<ConsentEvent>): ConsentEvent => ({
  id: 'c1',
  effect: 'grant',
  kind: 'upload',
  occurredAt: '2026-03-02T16:00:00.000Z',
  campaignId: 'camp1',
  campaignName: 'Spring Refi',
  fileName: 'spring-leads.csv',
  rowNumber: 42,
  actorId: 'officer1',
  actorEmail: 'leo@sierra.example',
  ipAddress: null,
  statementId: UPLOAD_CONSENT_STATEMENT_ID,
  statement: consentStatements[UPLOAD_CONSENT_STATEMENT_ID]!,
  words: null,
  recordedBeforeLedger: false,
  ...change,
});

const consent = {
  '+19165550203': [
    event({}),
    event({
      id: 'c2',
      effect: 'revoke',
      kind: 'reply-stop',
      occurredAt: '2026-03-04T16:00:00.000Z',
      campaignId: null,
      campaignName: null,
      fileName: null,
      rowNumber: null,
      actorId: null,
      actorEmail: null,
      statementId: null,
      statement: null,
      words: 'Stop please',
    }),
  ],
};

function openEvidence(path: string, server = optOutsApi({ optOuts: testOptOuts(3), consent })) {
  return openWorkspace(path, {
    user: orgAdmin,
    teams: [testTeam()],
    areas: [server],
  });
}

describe('consent evidence page', () => {
  it("shows a number's events oldest first with the file, row, uploader, exact words and the reply", async () => {
    const { container } = openEvidence('/organization/org1/consent?phone=%2B19165550203');
    const evidence = within(await screen.findByRole('region', { name: 'Consent evidence of (916) 555-0203' }));
    expect(evidence.getByText(/No consent holds now/)).toBeInTheDocument();
    const events = within(evidence.getByRole('list', { name: 'Consent events, oldest first' })).getAllByRole(
      'listitem',
    );
    expect(events).toHaveLength(2);
    const upload = within(events[0]!);
    expect(upload.getByRole('heading', { name: 'Lead file uploaded for a campaign' })).toBeInTheDocument();
    expect(upload.getByText('Consent given')).toBeInTheDocument();
    expect(upload.getByText('spring-leads.csv')).toBeInTheDocument();
    expect(upload.getByText('42')).toBeInTheDocument();
    expect(upload.getByText('leo@sierra.example')).toBeInTheDocument();
    expect(upload.getByText(consentStatements[UPLOAD_CONSENT_STATEMENT_ID]!)).toBeInTheDocument();
    const stop = within(events[1]!);
    expect(stop.getByText('Consent withdrawn')).toBeInTheDocument();
    expect(stop.getByText('Stop please')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(await seriousAxeViolations(container)).toEqual([]);
  });

  it('looks up a typed number, refusing one that is not a US number without asking the server', async () => {
    const { calls } = openEvidence('/organization/org1/consent');
    const field = await screen.findByRole('textbox', { name: 'Phone number' });
    await userEvent.type(field, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Show evidence' }));
    expect(await screen.findByText('Phone must be a valid US phone number')).toBeInTheDocument();
    expect(calls.filter((call) => call.url.includes('/consent'))).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '916-555-0203');
    await userEvent.click(screen.getByRole('button', { name: 'Show evidence' }));
    expect(await screen.findByRole('region', { name: 'Consent evidence of (916) 555-0203' })).toBeInTheDocument();
  });

  it('says when a number has no consent event', async () => {
    openEvidence('/organization/org1/consent?phone=%2B19165550999');
    expect(await screen.findByText('No consent event is recorded for this number.')).toBeInTheDocument();
  });

  it("says plainly when the organization is not the admin's", async () => {
    openEvidence('/organization/org1/consent?phone=%2B19165550203', optOutsApi({ forbidden: ['org1'], consent }));
    expect(await screen.findByText(/The consent evidence could not be loaded/)).toBeInTheDocument();
  });

  it("is reached from a number's history on the opt-outs page", async () => {
    const { router } = openEvidence('/organization/org1/opt-outs');
    const table = within(await screen.findByRole('table', { name: 'Opted-out numbers' }));
    await userEvent.click(table.getByRole('button', { name: 'History of (916) 555-0203' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Consent evidence' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/organization/org1/consent'));
    expect(router.state.location.search).toBe('?phone=%2B19165550203');
    expect(await screen.findByRole('region', { name: 'Consent evidence of (916) 555-0203' })).toBeInTheDocument();
  });
});
