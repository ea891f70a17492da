import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PrivacyRequest } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { testTeam } from '../../../test/api/teams';
import { stubScreenWidth } from '../../../test/phone-screen';
import type { Handler } from '../../../test/render-app';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const orgAdmin = { ...userWithRoles('user', 'orgadmin'), id: 'admin1', userId: 'admin1' };
const PATH = '/organization/org1/privacy-requests';
const BASE = '/api/site/privacy/requests/org1';

const request = (overrides: Partial<PrivacyRequest>): PrivacyRequest => ({
  id: 'r1',
  organizationId: 'org1',
  kind: 'know',
  identifierKind: 'phone',
  identifier: '+19165550801',
  requestedBy: 'The contact, by e-mail',
  receivedDate: '2026-11-01',
  dueDate: '2026-12-16',
  daysLeft: 17,
  status: 'open',
  completedAt: null,
  createdDate: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

/** The organization's requests as the server keeps them, answering the page's calls. */
function fakePrivacyServer(start: PrivacyRequest[]) {
  const requests = [...start];
  const handle: Handler = (url, init) => {
    const path = new URL(url, 'http://localhost').pathname;
    if (!path.startsWith(BASE)) return undefined;
    const method = init?.method ?? 'GET';
    if (path === BASE && method === 'GET')
      return { status: 200, body: { organizationName: 'Sierra Home Loans', results: requests } };
    if (path === BASE && method === 'POST') {
      const body = JSON.parse(String(init!.body)) as {
        kind: 'know' | 'delete';
        identifier: string;
        requestedBy: string;
        receivedDate: string;
      };
      if (!body.identifier.includes('@') && !/\d{3}.*\d{4}/.test(body.identifier))
        return {
          status: 400,
          body: {
            code: 'INVALID_INPUT',
            errorMessage: 'Enter a US phone number or an e-mail address',
            fields: { identifier: 'Enter a US phone number or an e-mail address' },
          },
        };
      const stored = request({
        id: `r${requests.length + 1}`,
        kind: body.kind,
        identifier: body.identifier,
        requestedBy: body.requestedBy,
        receivedDate: body.receivedDate,
        dueDate: '2027-01-13',
        daysLeft: 45,
      });
      requests.push(stored);
      return { status: 201, body: stored };
    }
    const [, id, action] = /^\/api\/site\/privacy\/requests\/org1\/([^/]+)\/(data|erase)$/.exec(path) ?? [];
    const found = requests.find((entry) => entry.id === id);
    if (!found)
      return { status: 404, body: { code: 'PRIVACY_REQUEST_NOT_FOUND', errorMessage: 'No such privacy request' } };
    if (action === 'data')
      return {
        status: 200,
        body: {
          exportedAt: '2026-11-29T12:00:00.000Z',
          data: { campaigns: { campaignContacts: [{ firstName: 'Fay' }] } },
        },
      };
    Object.assign(found, {
      status: 'completed',
      identifier: '+1 *** *** 0802',
      daysLeft: null,
      completedAt: '2026-11-29T12:00:00.000Z',
    });
    return { status: 200, body: { request: found, erased: { 'campaigns.campaignContacts': 1 } } };
  };
  return { handle, requests };
}

function openPage(
  start: PrivacyRequest[] = [
    request({}),
    request({ id: 'r2', kind: 'delete', identifier: '+19165550802', daysLeft: -3, dueDate: '2026-11-26' }),
  ],
) {
  const server = fakePrivacyServer(start);
  const opened = openWorkspace(PATH, { user: orgAdmin, teams: [testTeam()], intercept: server.handle });
  return { ...opened, server };
}

const table = async () => within(await screen.findByRole('table', { name: 'Privacy requests' }));

describe('privacy requests page', () => {
  it('lists the requests with what they ask, who asked, the 45-day due date and the days left', async () => {
    openPage();
    expect(await screen.findByRole('heading', { name: 'Privacy requests', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Sierra Home Loans')).toBeInTheDocument();
    const rows = (await table()).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('Phone or e-mailRequestRequested byReceivedDueActions');
    expect(rows[1]!.textContent).toContain('+19165550801');
    expect(rows[1]!.textContent).toContain('Know');
    expect(rows[1]!.textContent).toContain('December 16, 2026');
    expect(rows[1]!.textContent).toContain('17 days left');
    expect(rows[2]!.textContent).toContain('3 days overdue');
    // Only a request to delete offers erasing.
    expect(within(rows[1]!).queryByRole('button', { name: /Erase/ })).toBeNull();
    expect(within(rows[2]!).getByRole('button', { name: 'Erase data of +19165550802' })).toBeInTheDocument();
  });

  it('records a new request with a 400 shown beside the field, keeping what was typed', async () => {
    const { calls, server } = openPage([]);
    expect(
      await (await table()).findByText('No privacy request has been recorded for this organization.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New privacy request' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Delete' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Phone or e-mail/ }), 'fay@example.com');
    await userEvent.type(dialog.getByRole('textbox', { name: /Requested by/ }), 'Fay, by e-mail');
    await userEvent.click(dialog.getByRole('button', { name: 'Save request' }));
    expect(await screen.findByText('The request was recorded. Answer it by 2027-01-13.')).toBeInTheDocument();
    const posted = calls
      .filter((call) => call.init?.method === 'POST' && call.url.endsWith(BASE))
      .map((call) => JSON.parse(String(call.init!.body)) as Record<string, unknown>);
    expect(posted).toEqual([
      {
        kind: 'delete',
        identifier: 'fay@example.com',
        requestedBy: 'Fay, by e-mail',
        receivedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      },
    ]);
    expect(server.requests).toHaveLength(1);
    await waitFor(async () => expect((await table()).getByText('fay@example.com')).toBeInTheDocument());
  });

  it('checks the phone or e-mail before sending', async () => {
    const { calls } = openPage([]);
    await userEvent.click(await screen.findByRole('button', { name: 'New request' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New privacy request' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Phone or e-mail/ }), 'Fay');
    await userEvent.type(dialog.getByRole('textbox', { name: /Requested by/ }), 'Fay, by e-mail');
    await userEvent.click(dialog.getByRole('button', { name: 'Save request' }));
    expect(await dialog.findByText('Enter a US phone number or an e-mail address')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Phone or e-mail/ })).toHaveValue('Fay');
    expect(calls.filter((call) => call.init?.method === 'POST')).toEqual([]);
  });

  it("downloads a request's data as a JSON file", async () => {
    const createObjectURL = vi.fn(() => 'blob:privacy');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Download data of +19165550801' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('privacy-request-2026-11-01.json');
    const blob = (createObjectURL.mock.calls[0] as unknown as [Blob])[0];
    expect(JSON.parse(await blob.text())).toMatchObject({
      data: { campaigns: { campaignContacts: [{ firstName: 'Fay' }] } },
    });
  });

  it('erases a request to delete after a confirmation, then shows it answered', async () => {
    const { calls } = openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Erase data of +19165550802' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Erase the data of +19165550802?' }));
    expect(dialog.getByText(/never texted again/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(/The data of \+19165550802 was erased/)).toBeInTheDocument();
    expect(calls.filter((call) => call.url.endsWith(`${BASE}/r2/erase`) && call.init?.method === 'POST')).toHaveLength(
      1,
    );
    await waitFor(async () => expect((await table()).getByText('+1 *** *** 0802')).toBeInTheDocument());
    expect((await table()).queryByRole('button', { name: /Erase data/ })).toBeNull();
  });

  it('passes axe on a phone, with the new-request dialog open too', async () => {
    stubScreenWidth(375);
    openPage();
    await table();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'New request' }));
    await screen.findByRole('dialog', { name: 'New privacy request' });
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
