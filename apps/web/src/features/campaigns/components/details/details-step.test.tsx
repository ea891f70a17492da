import { contactImportMessages, MAX_UPLOAD_BYTES, type CollaboratorOptions, type ColumnMapping } from '@roost/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authApi, testUser } from '../../../../test/api/auth';
import { failure, route } from '../../../../test/api/reply';
import { importsApi } from '../../../../test/api/imports';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { installFakeUpload } from '../../../../test/upload-progress';
import { stubServer } from '../../../../test/render-app';
import { discardDraft, readDraft, reloadDraft } from '../../draft/campaign-draft';
import { DetailsStep } from './details-step';

const oddFile = () =>
  new File(
    [
      [
        'Mobile,First Name,Surname,Postal Code,E-mail Address,Notes',
        '(916) 555-0101,Ann,Lee,95603,ann@example.com,first',
        ',Bo,Diaz,95602,,no phone',
        '555-01,Cy,Ng,95604,cy@example.com,short phone',
        '916.555.0101,Di,Ray,95603,,same phone',
        '+1 916 555 0199,Ed,Fox,95677,ed@example.com,opted out',
      ].join('\n'),
    ],
    'leads export.csv',
    { type: 'text/csv' },
  );

function renderStep(options: Parameters<typeof importsApi>[0] = {}) {
  const imports = importsApi({ optedOut: ['+19165550199'], ...options });
  const auth = authApi({ signedIn: testUser({ id: 'u1', userId: 'u1' }) });
  const stub = stubServer(imports, auth);
  const upload = installFakeUpload();
  const user = userEvent.setup();
  const utils = renderWithProviders(<DetailsStep />);
  return { ...utils, ...stub, imports, upload, user };
}

const parseCalls = (calls: { url: string; init: RequestInit | undefined }[]) =>
  calls.filter((call) => new URL(call.url, 'http://localhost').pathname === '/api/site/campaign/contacts/parse');

async function chooseFile(user: ReturnType<typeof userEvent.setup>, file: File) {
  await user.upload(screen.getByLabelText('Lead file (.csv)'), file);
}

async function uploadOddFile(user: ReturnType<typeof userEvent.setup>) {
  await chooseFile(user, oddFile());
  const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
  await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
  await screen.findByRole('button', { name: /Valid contacts/ });
}

beforeEach(() => discardDraft());

describe('DetailsStep', () => {
  it('writes the name and type to the draft, and a reload keeps them with the upload', async () => {
    const { user, unmount } = renderStep();
    await user.type(screen.getByRole('textbox', { name: 'Campaign Name' }), 'Spring refi');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Campaign Type' }), 'Refi');
    await uploadOddFile(user);
    expect(readDraft().campaign).toMatchObject({ name: 'Spring refi', type: 'Refi' });
    unmount();

    reloadDraft();
    renderWithProviders(<DetailsStep />);
    expect(screen.getByRole('textbox', { name: 'Campaign Name' })).toHaveValue('Spring refi');
    expect(screen.getByRole('combobox', { name: 'Campaign Type' })).toHaveValue('Refi');
    expect(screen.getByRole('button', { name: '1 Valid contacts' })).toBeInTheDocument();
    expect(readDraft().upload?.report).toMatchObject({ rows: 5, fileName: 'leads export.csv' });
  });

  it('offers the six campaign types', () => {
    renderStep();
    const type = screen.getByRole('combobox', { name: 'Campaign Type' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a type', 'Restaurant', 'Real estate', 'Hair Salon', 'Coffee shop', 'Debt', 'Refi']);
  });

  it('pre-fills Select Headers from odd headers and shows the first row beside each choice', async () => {
    const { user, calls } = renderStep();
    await chooseFile(user, oddFile());
    const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    const phone = within(dialog).getByRole('combobox', { name: 'Phone Number' });
    expect(phone).toBeRequired();
    expect(phone).toHaveDisplayValue('Mobile');
    expect(within(dialog).getByRole('combobox', { name: 'First Name' })).toHaveDisplayValue('First Name');
    expect(within(dialog).getByRole('combobox', { name: 'Last Name' })).toHaveDisplayValue('Surname');
    expect(within(dialog).getByRole('combobox', { name: 'Zip' })).toHaveDisplayValue('Postal Code');
    expect(within(dialog).getByRole('combobox', { name: 'Email' })).toHaveDisplayValue('E-mail Address');
    expect(within(dialog).getByRole('combobox', { name: 'City' })).toHaveDisplayValue('Empty Column');
    expect(within(dialog).getByText('First row: (916) 555-0101')).toBeInTheDocument();
    expect(within(dialog).getByText('First row: 95603')).toBeInTheDocument();
    // Every supported column has a labelled choice.
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(15);
    // The preview is read in the browser: nothing was sent yet.
    expect(parseCalls(calls)).toHaveLength(0);
  });

  it('Cancel, or confirming with nothing mapped, cancels the upload', async () => {
    const { user, calls } = renderStep();
    await chooseFile(user, oddFile());
    let dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await chooseFile(user, oddFile());
    dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    // Fifteen selects: changed directly, as typing through each one is slow and proves nothing more.
    for (const select of within(dialog).getAllByRole('combobox')) fireEvent.change(select, { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(parseCalls(calls)).toHaveLength(0);
    expect(readDraft().upload).toBeUndefined();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a phone column in the dialog', async () => {
    const { user, calls } = renderStep();
    await chooseFile(user, oddFile());
    const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Phone Number' }), 'Empty Column');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(contactImportMessages.phoneColumnRequired);
    expect(parseCalls(calls)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Phone Number' }), 'Mobile');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads the whole file with the mapping, shows progress, then the counts', async () => {
    const { user, calls, imports } = renderStep();
    imports.holdParse();
    await chooseFile(user, oddFile());
    const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    const checking = await screen.findByRole('progressbar', { name: 'Checking 5 rows' });
    expect(checking).not.toHaveAttribute('aria-valuenow');
    expect(screen.getByRole('status')).toHaveTextContent('Checking 5 rows…');
    act(() => imports.release());

    const valid = await screen.findByRole('button', { name: '1 Valid contacts' });
    expect(valid).toBeEnabled();
    expect(screen.getByText(/rows read/)).toHaveTextContent('leads export.csv: 5 rows read');
    expect(screen.getByRole('button', { name: '1 Missing required data' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 Invalid phone' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 Duplicates' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '1 Already opted out' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Download rejected rows (CSV)' })).toHaveAttribute(
      'href',
      '/api/site/campaign/contacts/parse/imp-1/rejected.csv',
    );

    expect(parseCalls(calls)).toHaveLength(1);
    const [body] = imports.parseForms();
    expect([...body!.keys()]).toEqual(['cols', 'file']);
    const cols = JSON.parse(String(body!.get('cols'))) as ColumnMapping[];
    expect(cols).toContainEqual({ supportedColumn: 'phoneNumber', column: 'Mobile', index: 0 });
    expect(cols).toContainEqual({ supportedColumn: 'zip', column: 'Postal Code', index: 3 });
    expect((body!.get('file') as File).name).toBe('leads export.csv');
    expect(readDraft().upload?.mapping).toEqual(cols);
  });

  it('shows the upload percentage while the file is sent', async () => {
    const { user, upload } = renderStep();
    upload.hold();
    await chooseFile(user, oddFile());
    const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    const progress = await screen.findByRole('progressbar', { name: 'Uploading leads export.csv' });
    await waitFor(() => expect(progress).toHaveAttribute('aria-valuenow', '50'));
    expect(screen.getByText('Uploading leads export.csv (50%)')).toBeInTheDocument();
    act(() => upload.release());
    await screen.findByRole('button', { name: '1 Valid contacts' });
  });

  it('opens each count as a table: red missing, n/a, the raw invalid phone and the reason', async () => {
    const { user } = renderStep();
    await uploadOddFile(user);

    await user.click(screen.getByRole('button', { name: '1 Missing required data' }));
    let dialog = await screen.findByRole('dialog', { name: 'Contacts Missing Required Data' });
    const headers = within(dialog)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['First', 'Last', 'Phone', 'Email', 'Reason']);
    const [, row] = within(dialog).getAllByRole('row');
    const cells = within(row!).getAllByRole('cell');
    expect(cells.map((cell) => cell.textContent)).toEqual(['Bo', 'Diaz', 'missing', 'n/a', 'No phone number']);
    expect(getComputedStyle(within(cells[2]!).getByText('missing')).color).toBe('rgb(211, 47, 47)');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '1 Invalid phone' }));
    dialog = await screen.findByRole('dialog', { name: 'Contacts With an Invalid Phone' });
    expect(await within(dialog).findByRole('cell', { name: '555-01' })).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Not a valid US phone number' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: '1 Valid contacts' }));
    dialog = await screen.findByRole('dialog', { name: 'Valid Contacts' });
    expect(await within(dialog).findByRole('cell', { name: '+19165550101' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('columnheader', { name: 'Reason' })).not.toBeInTheDocument();
  });

  it('pages a long group with Load more', async () => {
    const { user } = renderStep();
    const lines = Array.from({ length: 60 }, (_, index) => `Person${index},916555${String(1000 + index)}`);
    await chooseFile(user, new File([['Name,Phone', ...lines].join('\n')], 'many.csv', { type: 'text/csv' }));
    const mapping = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.selectOptions(within(mapping).getByRole('combobox', { name: 'First Name' }), 'Name');
    await user.click(within(mapping).getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('button', { name: '60 Valid contacts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Valid Contacts' });
    expect(await within(dialog).findByText('Showing 50 of 60')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Download rejected rows (CSV)' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Load more' }));
    expect(await within(dialog).findByText('Showing 60 of 60')).toBeInTheDocument();
    expect(within(dialog).getByRole('cell', { name: 'Person59' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it("shows the server's message beside the drop zone and keeps the earlier report", async () => {
    const { user } = renderStep();
    await uploadOddFile(user);
    stubServer({
      handlers: [
        route('POST /api/site/campaign/contacts/parse', () =>
          failure('FILE_TOO_LARGE', contactImportMessages.tooLarge),
        ),
      ],
    });

    await chooseFile(user, oddFile());
    const dialog = await screen.findByRole('dialog', { name: 'Select Headers' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactImportMessages.tooLarge);
    expect(screen.getByRole('button', { name: '1 Valid contacts' })).toBeInTheDocument();
    expect(readDraft().upload?.report.importId).toBe('imp-1');
  });

  it('refuses a file over 50 MB in the browser, sending nothing', async () => {
    const { user, calls } = renderStep();
    const big = oddFile();
    Object.defineProperty(big, 'size', { value: MAX_UPLOAD_BYTES + 1 });
    await chooseFile(user, big);
    expect(await screen.findByRole('alert')).toHaveTextContent(contactImportMessages.tooLarge);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(parseCalls(calls)).toHaveLength(0);
  });

  it('says when a file has headers but no rows', async () => {
    const { user } = renderStep();
    await chooseFile(user, new File(['Phone,Name\n'], 'empty.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(contactImportMessages.headersOnly);
  });

  it('takes a dropped file, highlighting the zone while dragging', async () => {
    renderStep();
    const zone = screen.getByRole('group', { name: 'Upload Leads' });
    const dataTransfer = { types: ['Files'], files: [oddFile()], dropEffect: 'none' };
    fireEvent.dragEnter(zone, { dataTransfer });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(await screen.findByRole('dialog', { name: 'Select Headers' })).toBeInTheDocument();
  });

  it('Browse is a keyboard-reachable button', async () => {
    const { user } = renderStep();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Browse' })).toHaveFocus();
  });
});

describe('DetailsStep accessibility basics', () => {
  it('names every field, button and dialog', async () => {
    const { user } = renderStep({ collaborators: { users: [], branches: [] } });
    const named = (elements: HTMLElement[]) => elements.forEach((element) => expect(element).toHaveAccessibleName());
    named(screen.getAllByRole('textbox'));
    named(screen.getAllByRole('combobox'));
    named(screen.getAllByRole('button'));
    expect(screen.getByLabelText('Lead file (.csv)')).toHaveAttribute('accept', '.csv,text/csv');

    await chooseFile(user, oddFile());
    const mapping = await screen.findByRole('dialog', { name: 'Select Headers' });
    named(within(mapping).getAllByRole('combobox'));
    await user.click(within(mapping).getByRole('button', { name: 'Upload' }));
    await user.click(await screen.findByRole('button', { name: '1 Duplicates' }));
    const rows = await screen.findByRole('dialog', { name: 'Duplicate Contacts' });
    expect(await within(rows).findByRole('table', { name: 'Duplicate Contacts' })).toBeInTheDocument();
    expect(within(rows).getByRole('region', { name: 'Duplicate Contacts table' })).toHaveAttribute('tabindex', '0');
  });
});

const collaborators: CollaboratorOptions = {
  users: [
    { id: 'u1', name: 'Ann Lee', email: 'ann@example.com' },
    { id: 'u2', name: 'Lou Officer', email: 'lou@example.com' },
    { id: 'u2', name: 'Lou Officer', email: 'lou@example.com' },
    { id: 'u3', name: 'Mia Park', email: 'mia@example.com' },
  ],
  branches: [{ id: 'br1', name: 'Auburn Branch', organization: 'Sierra Home Loans' }],
};

describe('Campaign Collaborators', () => {
  it('adds users (each once, never the person themself) and branches; Save keeps, Cancel drops, remove', async () => {
    const { user } = renderStep({ collaborators });
    await user.click(screen.getByRole('button', { name: 'Add collaborators' }));
    let dialog = await screen.findByRole('dialog', { name: 'Campaign Collaborators' });
    const users = await within(dialog).findByRole('list', { name: 'Users' });
    expect(
      within(users)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-labelledby')),
    ).toHaveLength(2);
    expect(within(users).getAllByRole('checkbox', { name: 'Lou Officer' })).toHaveLength(1);
    expect(within(users).queryByRole('checkbox', { name: 'Ann Lee' })).not.toBeInTheDocument();
    await user.click(within(users).getByRole('checkbox', { name: 'Lou Officer' }));
    await user.click(within(dialog).getByRole('tab', { name: 'Branches' }));
    const branches = within(dialog).getByRole('list', { name: 'Branches' });
    await user.click(within(branches).getByRole('checkbox', { name: 'Auburn Branch' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(readDraft().collaborators).toEqual([
      { id: 'u2', name: 'Lou Officer', type: 'individual' },
      { id: 'br1', name: 'Auburn Branch', type: 'branch' },
    ]);
    const list = screen.getByRole('list', { name: 'Campaign Collaborators' });
    expect(within(list).getByText('Lou Officer')).toBeInTheDocument();
    expect(within(list).getByText('Auburn Branch')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add collaborators' }));
    dialog = await screen.findByRole('dialog', { name: 'Campaign Collaborators' });
    expect(within(dialog).getByRole('checkbox', { name: 'Lou Officer' })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Mia Park' }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(readDraft().collaborators).toHaveLength(2);
    expect(screen.queryByText('Mia Park')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Lou Officer' }));
    expect(readDraft().collaborators).toEqual([{ id: 'br1', name: 'Auburn Branch', type: 'branch' }]);
    expect(screen.queryByText('Lou Officer')).not.toBeInTheDocument();
  });
});
