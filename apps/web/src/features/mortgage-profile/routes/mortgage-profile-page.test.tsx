import type { UserMortgage } from '@roost/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session-store';
import { authApi, sentTo, testUser } from '../../../test/api/auth';
import { mortgagesApi, testMortgage } from '../../../test/api/mortgages';
import { propertyApi, TEST_ADDRESS_KEY } from '../../../test/api/property';
import { renderApp, stubServer, type Handler } from '../../../test/render-app';
import { expectNoFixedWidthOver, useNarrowScreen } from '../../../test/tool-page';

afterEach(() => vi.unstubAllGlobals());

function openMortgages(options: { mortgages?: UserMortgage[]; intercept?: Handler } = {}) {
  const auth = authApi({ signedIn: testUser() });
  const server = mortgagesApi({ mortgages: options.mortgages });
  // The pages this one links to (the Refi Center, the profile) read the address tools' API.
  const stub = stubServer(options.intercept, server, auth, propertyApi());
  const app = renderApp('/profile/mortgage');
  return { ...stub, ...app, server };
}

const addForm = async () => within(await screen.findByRole('form', { name: 'Add a mortgage' }));
const savedList = () => within(screen.getByRole('list', { name: 'Saved mortgages' }));

async function fillIn(form: ReturnType<typeof within>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = form.getByLabelText(label);
    if (field.tagName === 'SELECT') {
      await userEvent.selectOptions(field, value);
    } else {
      await userEvent.clear(field);
      await userEvent.type(field, value);
    }
  }
}

const newMortgage = {
  'Report title': 'Ridge View',
  Address: '55 Ridge View Ct',
  City: 'El Dorado Hills',
  State: 'CA',
  'ZIP code': '95762',
  'Original loan balance': '600000',
  'Loan balance': '512345',
  'Interest rate': '5.875',
  'Mortgage insurance': '210',
  Escrow: '900',
};

describe('mortgage profile', () => {
  it('lists the saved mortgages with their figures in whole dollars', async () => {
    openMortgages({ mortgages: [testMortgage({ loanBalance: 300_000.6 })] });
    const card = within(await screen.findByRole('listitem'));
    expect(card.getByRole('heading', { name: 'Home loan' })).toBeInTheDocument();
    expect(card.getByText('1234 Oak St, Sacramento, CA 95814')).toBeInTheDocument();
    const values = card.getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(['$300,001 of $450,000', '6.5%', '$0/mo', '$585/mo']);
  });

  it("opens the Refi Center of a mortgage's address when it is chosen", async () => {
    const { router } = openMortgages({ mortgages: [testMortgage()] });
    await userEvent.click(await screen.findByRole('link', { name: 'Home loan' }));
    expect(router.state.location.pathname).toBe(`/estimator/reficenter/${TEST_ADDRESS_KEY}`);
  });

  it('adds a mortgage: money as whole dollars while typing, sent as numbers, Saving... meanwhile', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls, server } = openMortgages({
      intercept: async (url, init) => (init?.method === 'POST' ? held.then(() => undefined) : undefined),
    });
    expect(await screen.findByText('No mortgages saved yet. Add one below.')).toBeInTheDocument();
    const form = await addForm();
    await fillIn(form, newMortgage);
    expect(form.getByLabelText('Original loan balance')).toHaveValue('$600,000');
    expect(form.getByLabelText('Loan balance')).toHaveValue('$512,345');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Saved “Ridge View”.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/mortgage')).toEqual([
      {
        userId: 'u1',
        reportTitle: 'Ridge View',
        address: '55 Ridge View Ct',
        city: 'El Dorado Hills',
        state: 'CA',
        zipCode: '95762',
        originalLoanBalance: 600_000,
        loanBalance: 512_345,
        interestRate: 5.875,
        mortgageInsurance: 210,
        escrow: 900,
      },
    ]);
    expect(server.mortgages()).toHaveLength(1);
    expect(savedList().getByRole('link', { name: 'Ridge View' })).toHaveAttribute(
      'href',
      '/estimator/reficenter/55-Ridge-View-Ct-El_Dorado_Hills-CA',
    );
    // The form starts over for the next one.
    expect(form.getByLabelText('Report title')).toHaveValue('');
  });

  it('takes whole dollars: a point ends them, so cents typed key by key are dropped, not added', async () => {
    const { calls } = openMortgages();
    const form = await addForm();
    await fillIn(form, { ...newMortgage, 'Loan balance': '380000.75', Escrow: '1234.56' });
    expect(form.getByLabelText('Loan balance')).toHaveValue('$380,000');
    expect(form.getByLabelText('Escrow')).toHaveValue('$1,234');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved “Ridge View”.')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/mortgage')).toEqual([
      expect.objectContaining({ loanBalance: 380_000, escrow: 1234 }),
    ]);
    const card = within(savedList().getByRole('listitem'));
    expect(card.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      '$380,000 of $600,000',
      '5.875%',
      '$210/mo',
      '$1,234/mo',
    ]);
  });

  it('refuses bad figures on the form with a message beside each field, sending nothing', async () => {
    const { calls } = openMortgages();
    const form = await addForm();
    await fillIn(form, {
      ...newMortgage,
      'Loan balance': '700000',
      'Interest rate': '30',
      'ZIP code': '957',
      'Report title': ' ',
      'Original loan balance': '99999999999',
    });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Report title is required')).toBeInTheDocument();
    expect(form.getByText('Interest rate must be at most 25%')).toBeInTheDocument();
    expect(form.getByText('ZIP code must be 5 digits')).toBeInTheDocument();
    expect(form.getByText('Original loan balance must be at most $100,000,000')).toBeInTheDocument();
    await fillIn(form, { 'Original loan balance': '600000', 'Interest rate': 'six' });
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Loan balance must not be more than the original loan balance')).toBeInTheDocument();
    expect(form.getByText('Interest rate must be a number')).toBeInTheDocument();
    expect(sentTo(calls, '/api/user/user/mortgage')).toEqual([]);
  });

  it("shows the server's refusal and keeps what was typed", async () => {
    openMortgages({ mortgages: Array.from({ length: 20 }, (_, index) => testMortgage({ id: `m${index}` })) });
    const form = await addForm();
    await fillIn(form, newMortgage);
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Error saving mortgage. You can keep up to 20 mortgages. Delete one you no longer need to add another.',
    );
    expect(form.getByLabelText('Report title')).toHaveValue('Ridge View');
    expect(form.getByLabelText('Loan balance')).toHaveValue('$512,345');
  });

  it('edits a mortgage in a dialog, and a balance typed this session for its address gives way', async () => {
    sessionStore.update({ address: { id: TEST_ADDRESS_KEY, address: '1234 Oak St' }, loanBalance: 350_000 });
    const { calls } = openMortgages({ mortgages: [testMortgage()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Home loan' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit mortgage' }));
    expect(dialog.getByLabelText('Loan balance')).toHaveValue('$300,000');
    expect(dialog.getByLabelText('State')).toHaveValue('CA');
    await fillIn(dialog, { 'Loan balance': '295000', 'Report title': 'Oak St loan' });
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentTo(calls, '/api/user/user/mortgage/m1')).toEqual([
      expect.objectContaining({ reportTitle: 'Oak St loan', loanBalance: 295_000, interestRate: 6.5 }),
    ]);
    expect(savedList().getByRole('heading', { name: 'Oak St loan' })).toBeInTheDocument();
    expect(sessionStore.get().loanBalance).toBeNull();
  });

  it('deletes a mortgage only after Yes in the confirm dialog', async () => {
    const { calls, server } = openMortgages({ mortgages: [testMortgage()] });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Home loan' }));
    const question = await screen.findByRole('dialog', { name: 'Are you sure you want to delete “Home loan”?' });
    await userEvent.click(within(question).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.mortgages()).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Delete Home loan' }));
    const again = await screen.findByRole('dialog', { name: 'Are you sure you want to delete “Home loan”?' });
    expect(again).toHaveTextContent('Its figures will no longer replace our estimates for 1234 Oak St, Sacramento.');
    await userEvent.click(within(again).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('No mortgages saved yet. Add one below.')).toBeInTheDocument();
    expect(calls.filter((call) => call.init?.method === 'DELETE').map((call) => call.url)).toEqual([
      '/api/user/user/mortgage/m1',
    ]);
  });

  it('goes to the profile on Cancel', async () => {
    const { router } = openMortgages();
    await userEvent.click((await addForm()).getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('shows a loading bar, then says when the list cannot be loaded', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    openMortgages({
      intercept: async (url) =>
        url.endsWith('/api/user/user/mortgage/u1')
          ? held.then(() => ({
              status: 403,
              body: { code: 'FORBIDDEN', errorMessage: 'You do not have access to this' },
            }))
          : undefined,
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading your mortgages' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('Your mortgages could not be loaded. Please try again.')).toBeInTheDocument();
  });

  it('fits a phone', async () => {
    useNarrowScreen();
    openMortgages({ mortgages: [testMortgage()] });
    await addForm();
    await screen.findByRole('listitem');
    expectNoFixedWidthOver(360);
  });
});
