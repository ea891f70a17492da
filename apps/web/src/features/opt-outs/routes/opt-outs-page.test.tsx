import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { optOutTexts, type SuppressionEvent } from '@roost/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { optOutsApi, testOptOuts } from '../../../test/api/opt-outs';
import { testTeam } from '../../../test/api/teams';
import type { Handler } from '../../../test/render-app';
import { openWorkspace, userWithRoles } from '../../../test/workspace';

afterEach(() => vi.unstubAllGlobals());

const orgAdmin = { ...userWithRoles('user', 'orgadmin'), id: 'admin1', userId: 'admin1' };
const PATH = '/organization/org1/opt-outs';

const history: Record<string, SuppressionEvent[]> = {
  '+19165550203': [
    {
      id: 'e3',
      action: 'opt-out',
      source: 'reply',
      reason: 'STOP',
      actorId: null,
      createdDate: '2026-03-04T16:00:00.000Z',
    },
    {
      id: 'e2',
      action: 'opt-in',
      source: 'admin',
      reason: 'Asked by phone to hear from us again',
      actorId: 'admin1',
      createdDate: '2026-03-03T16:00:00.000Z',
    },
    {
      id: 'e1',
      action: 'opt-out',
      source: 'carrier',
      reason: '21610',
      actorId: null,
      createdDate: '2026-03-02T16:00:00.000Z',
    },
  ],
};

function openOptOuts(options: { count?: number; intercept?: Handler; server?: ReturnType<typeof optOutsApi> } = {}) {
  const server =
    options.server ?? optOutsApi({ optOuts: testOptOuts(options.count ?? 3), events: history, actorId: 'admin1' });
  const opened = openWorkspace(PATH, {
    user: orgAdmin,
    teams: [testTeam()],
    intercept: options.intercept,
    areas: [server],
  });
  return { ...opened, server };
}

const table = async () => within(await screen.findByRole('table', { name: 'Opted-out numbers' }));
const phones = async () => (await table()).queryAllByRole('rowheader').map((cell) => cell.textContent);
const sentBodies = (calls: { url: string; init: RequestInit | undefined }[], suffix: string) =>
  calls
    .filter((call) => call.init?.method === 'POST' && new URL(call.url, 'http://localhost').pathname.endsWith(suffix))
    .map((call) => JSON.parse(String(call.init!.body)) as unknown);

describe('opt-outs page', () => {
  it("lists the organization's opted-out numbers newest first, with date, source and reason", async () => {
    openOptOuts();
    expect(await screen.findByRole('heading', { name: 'Opt-outs', level: 1 })).toBeInTheDocument();
    await waitFor(async () => expect(await phones()).toEqual(['(916) 555-0203', '(916) 555-0202', '(916) 555-0201']));
    const rows = (await table()).getAllByRole('row');
    expect(rows[0]!.textContent).toBe('PhoneOpted outSourceReasonActions');
    const first = within(rows[1]!).getAllByRole('cell');
    expect(first.slice(0, 3).map((cell) => cell.textContent)).toEqual([
      expect.stringMatching(/^Mar 4, 2026/),
      "Contact's reply",
      'STOP',
    ]);
    expect(screen.getByText('Sierra Home Loans')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sierra Home Loans' })).toHaveAttribute(
      'href',
      '/organization/org1',
    );
  });

  it('shows a progress bar while the list loads', async () => {
    openOptOuts({ intercept: (url) => (url.includes('/opt-outs/org1?') ? new Promise(() => {}) : undefined) });
    expect(await screen.findByRole('progressbar', { name: 'Loading opt-outs' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('loads more numbers 25 at a time', async () => {
    openOptOuts({ count: 30 });
    await waitFor(async () => expect(await phones()).toHaveLength(25));
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await phones()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('searches by the digits of a number, and explains a search that is not one', async () => {
    const { calls } = openOptOuts({ count: 12 });
    await waitFor(async () => expect(await phones()).toHaveLength(12));
    const search = screen.getByRole('searchbox', { name: 'Search by phone number' });
    await userEvent.type(search, '555-0210');
    await waitFor(async () => expect(await phones()).toEqual(['(916) 555-0210']));
    expect(calls.some((call) => call.url.includes('search=5550210'))).toBe(true);
    await userEvent.clear(search);
    await userEvent.type(search, 'Ana');
    expect(await screen.findByText(optOutTexts.searchDigits)).toBeInTheDocument();
    expect(calls.some((call) => call.url.includes('search=Ana'))).toBe(false);
  });

  it("shows a number's history newest first, with source, reason and who", async () => {
    openOptOuts();
    await userEvent.click(await screen.findByRole('button', { name: 'History of (916) 555-0203' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'History of (916) 555-0203' }));
    const list = within(await dialog.findByRole('list', { name: 'Changes of (916) 555-0203, newest first' }));
    const items = list.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Opted out: Contact's reply.*Reason: STOP$/);
    expect(items[1]).toMatch(/^Opted back in: Admin, by you.*Reason: Asked by phone to hear from us again$/);
    expect(items[2]).toMatch(/^Opted out: Carrier.*Reason: 21610$/);
    expect(dialog.getByText(/^Opted out now/)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('undoes an opt-out only once a reason of at least 5 characters is typed, then says so', async () => {
    const { calls } = openOptOuts();
    await userEvent.click(await screen.findByRole('button', { name: 'Undo opt-out of (916) 555-0202' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo opt-out of (916) 555-0202' }));
    const submit = dialog.getByRole('button', { name: 'Undo opt-out' });
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.type(reason, 'ok');
    await userEvent.tab();
    expect(await dialog.findByText(optOutTexts.reasonTooShort)).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await userEvent.type(reason, ' she called to ask for rates');
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    expect(
      await screen.findByText('(916) 555-0202 may be texted again. The reason was recorded in its history.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(await phones()).toEqual(['(916) 555-0203', '(916) 555-0201']));
    expect(sentBodies(calls, '/opt-outs/org1/undo')).toEqual([
      { phone: '+19165550202', reason: 'ok she called to ask for rates' },
    ]);
  });

  it("shows the server's refusal in the dialog and keeps what was typed", async () => {
    openOptOuts({
      intercept: (url, init) =>
        init?.method === 'POST'
          ? { status: 404, body: { code: 'NOT_FOUND', errorMessage: optOutTexts.notOptedOut } }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo opt-out of (916) 555-0201' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo opt-out of (916) 555-0201' }));
    const reason = dialog.getByRole('textbox', { name: /Reason/ });
    await userEvent.type(reason, 'Customer asked by e-mail');
    await userEvent.click(dialog.getByRole('button', { name: 'Undo opt-out' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(optOutTexts.notOptedOut);
    expect(reason).toHaveValue('Customer asked by e-mail');
    expect(dialog.getByRole('button', { name: 'Undo opt-out' })).toBeEnabled();
  });

  it("shows a field's refusal from the server beside the field", async () => {
    openOptOuts({
      intercept: (url, init) =>
        init?.method === 'POST'
          ? {
              status: 400,
              body: {
                code: 'INVALID_INPUT',
                errorMessage: 'Reason must not contain HTML or script',
                fields: { reason: 'Reason must not contain HTML or script' },
              },
            }
          : undefined,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Undo opt-out of (916) 555-0201' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Undo opt-out of (916) 555-0201' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Customer asked by e-mail');
    await userEvent.click(dialog.getByRole('button', { name: 'Undo opt-out' }));
    expect(await dialog.findAllByText('Reason must not contain HTML or script')).toHaveLength(2);
  });

  it('undoes from the history too', async () => {
    openOptOuts();
    await userEvent.click(await screen.findByRole('button', { name: 'History of (916) 555-0203' }));
    const history = within(await screen.findByRole('dialog', { name: 'History of (916) 555-0203' }));
    await userEvent.click(await history.findByRole('button', { name: 'Undo opt-out' }));
    expect(await screen.findByRole('dialog', { name: 'Undo opt-out of (916) 555-0203' })).toBeInTheDocument();
  });

  it('opts a number out by hand with a reason', async () => {
    const { calls } = openOptOuts();
    await userEvent.click(await screen.findByRole('button', { name: 'Add opt-out' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add opt-out' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Phone number/ }), '(530) 555-0142');
    await userEvent.type(dialog.getByRole('textbox', { name: /Reason/ }), 'Asked by e-mail to stop');
    await userEvent.click(dialog.getByRole('button', { name: 'Opt out' }));
    expect(
      await screen.findByText('(530) 555-0142 is opted out. The reason was recorded in its history.'),
    ).toBeInTheDocument();
    await waitFor(async () => expect((await phones())[0]).toBe('(530) 555-0142'));
    expect(sentBodies(calls, '/opt-outs/org1')).toEqual([{ phone: '+15305550142', reason: 'Asked by e-mail to stop' }]);
  });

  it("refuses another organization's list plainly", async () => {
    openOptOuts({ server: optOutsApi({ forbidden: ['org1'] }) });
    expect(await screen.findByRole('heading', { name: 'No access', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("is reached from the organization page's Opt-outs button", async () => {
    const server = optOutsApi({ optOuts: testOptOuts(1) });
    openWorkspace('/organization/org1', {
      user: orgAdmin,
      teams: [testTeam()],
      areas: [server],
    });
    await userEvent.click(await screen.findByRole('link', { name: 'Opt-outs' }));
    expect(await screen.findByRole('heading', { name: 'Opt-outs', level: 1 })).toBeInTheDocument();
    await waitFor(async () => expect(await phones()).toEqual(['(916) 555-0201']));
  });
});
