import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportReport as Report } from '@roost/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../../test/render-with-providers';
import { stubServer } from '../../../../test/render-app';
import { ImportReport } from './import-report';

const report: Report = {
  importId: 'imp1',
  fileName: 'leads.csv',
  encoding: 'utf-8',
  rows: 2,
  valid: 1,
  missingRequired: 0,
  invalidPhone: 0,
  duplicate: 0,
  optedOut: 0,
  missingField: 1,
};

describe('the upload report', () => {
  it('lists a contact the template left out with the data it lacks', async () => {
    stubServer((url) => {
      const { pathname, searchParams } = new URL(url, 'http://localhost');
      if (pathname !== '/api/site/campaign/contacts/parse/imp1/rows') return undefined;
      expect(searchParams.get('group')).toBe('missingField');
      return {
        status: 200,
        body: {
          results: [
            {
              line: 2,
              group: 'missingField',
              contact: { firstName: 'Malia', phoneNumber: '+19165550301' },
              rawPhone: '(916) 555-0301',
              reason: 'No address for {{inquiryAddress}}',
            },
          ],
          nextCursor: null,
        },
      };
    });
    renderWithProviders(<ImportReport report={report} />);
    await userEvent.click(screen.getByRole('button', { name: '1 Missing template data' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findAllByText('No address for {{inquiryAddress}}')).not.toHaveLength(0);
    expect(dialog.getAllByText('Malia')).not.toHaveLength(0);
  });

  it('shows no template group before a template left anyone out', () => {
    stubServer();
    renderWithProviders(<ImportReport report={{ ...report, valid: 2, missingField: 0 }} />);
    expect(screen.getByRole('button', { name: '2 Valid contacts' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Missing template data/ })).toBeNull();
  });
});

describe('upload report: numbers texted lately', () => {
  it('says how many numbers other campaigns texted in the last 7 days, by which campaigns, and that they will wait', () => {
    renderWithProviders(
      <ImportReport
        report={{
          ...report,
          recentlyTexted: {
            numbers: 37,
            campaigns: [
              { campaignId: 'c1', name: 'Spring refinance', numbers: 30 },
              { campaignId: 'c2', name: 'Inquiry follow-up', numbers: 7 },
            ],
          },
        }}
      />,
    );
    expect(
      screen.getByText(
        '37 numbers were texted in the last 7 days by Spring refinance (30) and Inquiry follow-up (7); they will wait for the frequency limit',
      ),
    ).toBeInTheDocument();
  });

  it('says nothing of it when no number was texted lately', () => {
    renderWithProviders(<ImportReport report={report} />);
    expect(screen.queryByText(/texted in the last 7 days/)).toBeNull();
  });
});
