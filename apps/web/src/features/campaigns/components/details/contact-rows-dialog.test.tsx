import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi, testUser } from '../../../../test/api/auth';
import { importsApi } from '../../../../test/api/imports';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { installFakeUpload } from '../../../../test/upload-progress';
import { stubScreenWidth } from '../../../../test/phone-screen';
import { stubServer } from '../../../../test/render-app';
import { discardDraft } from '../../draft/campaign-draft';
import { DetailsStep } from './details-step';

beforeEach(() => discardDraft());
afterEach(() => vi.unstubAllGlobals());

const leads = new File(
  [
    [
      'Mobile,First Name,Surname,Postal Code,E-mail Address',
      '(916) 555-0101,Ann,Lee,95603,ann@example.com',
      ',Bo,Diaz,95602,',
      '555-01,Cy,Ng,95604,cy@example.com',
    ].join('\n'),
  ],
  'leads.csv',
  { type: 'text/csv' },
);

describe('the upload’s rows on a phone', () => {
  it('stacks each rejected row with its Phone, Email and Reason in view, no table to scroll', async () => {
    stubScreenWidth(375);
    const imports = importsApi();
    const auth = authApi({ signedIn: testUser({ id: 'u1', userId: 'u1' }) });
    stubServer(imports, auth);
    installFakeUpload();
    const user = userEvent.setup();
    renderWithProviders(<DetailsStep />);
    await user.upload(screen.getByLabelText('Lead file (.csv)'), leads);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Select Headers' })).getByRole('button', { name: 'Upload' }),
    );

    await user.click(await screen.findByRole('button', { name: '1 Invalid phone' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Contacts With an Invalid Phone' }));
    const list = within(await dialog.findByRole('list', { name: 'Contacts With an Invalid Phone' }));
    expect(dialog.queryByRole('table')).toBeNull();
    const [item] = list.getAllByRole('listitem');
    const fields = within(item!);
    expect(fields.getByText('Cy Ng')).toBeInTheDocument();
    const term = (name: string) => fields.getByText(name, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(term('Phone')).toBe('555-01');
    expect(term('Email')).toBe('cy@example.com');
    expect(term('Reason')).toBe('Not a valid US phone number');
    await user.click(dialog.getByRole('button', { name: 'Close' }));

    await user.click(screen.getByRole('button', { name: '1 Missing required data' }));
    const missing = within(await screen.findByRole('dialog', { name: 'Contacts Missing Required Data' }));
    const row = within((await missing.findAllByRole('listitem'))[0]!);
    expect(row.getByText('Phone', { selector: 'dt' }).nextElementSibling).toHaveTextContent('missing');
    expect(row.getByText('Reason', { selector: 'dt' }).nextElementSibling).toHaveTextContent('No phone number');
  });
});
